import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test. Cross-package API and browser tests live in tests/
// and run through their own configs against built packages and real server processes.
// Component tests (screens and hooks with Testing Library) ask for a DOM in their first line,
// `// @vitest-environment happy-dom`; everything else runs in Node.
export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.{ts,tsx}', 'packages/*/scripts/**/*.test.ts', 'packages/*/vite/**/*.test.ts', 'examples/**/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'packages/create-plugin/templates/**'],
    environment: 'node',
    // Test files share their worker's module cache: with isolation each of the 276 files imported
    // React, Fluent UI and the model again, 230 s of a 410 s run (65 s without). A test that needs a
    // clean module (vi.mock, globals) resets what it changes in its own hooks.
    isolate: false,
  },
});
