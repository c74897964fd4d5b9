import { defineConfig } from 'tsup';

// One output file per source file (bundle: false): a bundler then keeps only the schema files a
// page uses, and the host can serve the model to plugins in parts (one per file) instead of
// every schema at once. Types come from the single public entry.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
