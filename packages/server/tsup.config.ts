import { defineConfig } from 'tsup';

// Two entries: the CLI (bin/fleetdeck.js imports dist/cli.js) and the library entry for tests.
// Dependencies stay external (better-sqlite3 is native); only workspace packages are bundled.
export default defineConfig({
  entry: { cli: 'src/cli.ts', index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  // No clean: several people and test runs share this dist; wiping it mid-run breaks running tests.
  // Chunks are content-hashed, so files left from an earlier build are never loaded.
  clean: false,
  sourcemap: true,
  splitting: true,
  noExternal: ['@fleetdeck/model'],
});
