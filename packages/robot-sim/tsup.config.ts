import { defineConfig } from 'tsup';

// Two entries: the library the server embeds for `fleetdeck serve --sim N`, and the CLI.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
