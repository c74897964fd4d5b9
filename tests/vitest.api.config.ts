import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests start real server processes (each file its own), so files run one after another
// and time-outs allow for process start, scrypt hashing and SMTP round trips.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
