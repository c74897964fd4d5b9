import { defineConfig, devices } from '@playwright/test';

// Runs the plugin inside a real, running console: `npm run dev` serves this project and the
// console loads it through its development override (a local/dev console, or a system admin).
//   FLEETDECK_URL           the console (default http://localhost:8080)
//   FLEETDECK_LOGIN_ID      an operator to sign in as
//   FLEETDECK_PASSWORD      their password
//   FLEETDECK_DEV_PORT      the port `npm run dev` serves on (default 5300)
//   CHROMIUM_PATH           a Chromium to use instead of Playwright's own (e.g. /usr/bin/chromium)
const devPort = Number(process.env.FLEETDECK_DEV_PORT ?? 5300);

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  use: {
    baseURL: process.env.FLEETDECK_URL ?? 'http://localhost:8080',
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    launchOptions: process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {},
  },
  webServer: {
    command: `npm run dev -- --port ${devPort}`,
    url: `http://127.0.0.1:${devPort}/dev-manifest.json`,
    reuseExistingServer: true,
    timeout: 60_000,
  },
});
