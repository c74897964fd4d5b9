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
  },
});
