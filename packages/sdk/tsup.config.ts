import { defineConfig } from 'tsup';

// One output file per source file (bundle: false) so the host's bundler can keep the SDK
// modules the shell does not use (forms, resource screens) out of the shell's initial
// JavaScript. Types come from four entries: the browser SDK, two React-free entries Node tools
// (plugin build, validate, create-plugin) import without pulling React in, and the render
// helpers plugin authors' tests import (`@fleetdeck/sdk/testing`), which the host never loads.
export default defineConfig({
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.fixture.tsx', '!src/testing/memoryStorage.ts'],
  bundle: false,
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      'shared-modules': 'src/plugin/sharedModules.ts',
      'plugin-schema': 'src/plugin/pluginJsonSchema.ts',
      testing: 'src/testing/index.ts',
      'shared-router': 'src/plugin/sharedRouter.ts',
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
