// Browser tests run in Debian's Chromium (never a downloaded Playwright build) against the built
// console served by a real server process that each worker starts (see e2e/fixtures).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/fixtures/chromiumLaunch.js';

const inCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // CI machines have two cores; one server process and one browser per worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: inCi,
  retries: inCi ? 1 : 0,
  // 'list' ends with "N passed", which CI logs are read for.
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
});
