import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests start real server processes (each file its own, on its own data folder or database
// and ports), so two files run at once: a file waits on its server, robots and mail much of the
// time, and one after another left a core idle (22 min on two cores, measured). Time-outs allow
// for process start, scrypt hashing and SMTP round trips on a busy machine.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/harness/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
