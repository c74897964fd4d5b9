import { defineConfig } from 'tsup';

// The library entry (buildPlugin, validatePlugin) and the CLI the bin script loads.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
