import { defineConfig } from 'tsup';

// Three entries: the library the server embeds for `fleetdeck serve --sim N`, the worker thread
// that library starts the fleet on (it loads ./fleet-worker.js beside index.js), and the CLI.
export default defineConfig({
  entry: ['src/index.ts', 'src/fleet-worker.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
