import { defineConfig } from 'vitest/config';

// Unit and component tests sit beside the code (src/**/*.test.ts, .tsx); a component test asks for a
// DOM in its first line (`// @vitest-environment happy-dom`). tests/ holds the browser test for Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
