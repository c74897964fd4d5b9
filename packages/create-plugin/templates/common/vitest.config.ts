import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); tests/ holds the browser test for Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
