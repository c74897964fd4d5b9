// What the browser benchmarks share: a built server on a fresh seeded data folder, Debian's
// Chromium through Playwright, and signing in through the login page as a person would.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/chromiumLaunch.js';
import { removeDataDir, startServerProcess, type RunningServer } from '../e2e/fixtures/serverProcess.js';
import { labels } from '../e2e/fixtures/uiHelpers.js';
import { DEMO_PASSWORD } from '../shared/demoAccounts.js';
import { makeCertificate } from '../shared/tlsCertificate.js';

/**
 * FLEETDECK_BENCH_TLS=1: the browser benchmarks' server speaks HTTPS with HTTP/2 (`--tls-cert`,
 * `--tls-key`, a throwaway self-signed certificate), as a site without a proxy would run it, and
 * Chromium accepts that certificate. Without it, plain HTTP/1.1 as `npm start` serves.
 */
export const benchOverTls = process.env.FLEETDECK_BENCH_TLS === '1';

/** Chromium's flags for a benchmark: the tests' own, and trust in the throwaway certificate over TLS. */
export const benchChromiumArgs = benchOverTls ? [...chromiumArgs, '--ignore-certificate-errors'] : chromiumArgs;

function tlsEnv(): Record<string, string> {
  if (!benchOverTls) return {};
  const files = makeCertificate(mkdtempSync(join(tmpdir(), 'fleetdeck-bench-tls-')), 'bench');
  return { TLS_CERT_FILE: files.cert, TLS_KEY_FILE: files.key };
}

/** A running server and browser; `stop` closes both and removes the data folder. */
export interface BrowserBench {
  server: RunningServer;
  browser: Browser;
  stop(): Promise<void>;
}

/** Starts `fleetdeck serve` (no extra plugins; `sim` simulated robots, default none) and Chromium. */
export async function startBrowserBench(options: { sim?: number } = {}): Promise<BrowserBench> {
  const server = await startServerProcess({ pluginsDir: null, sim: options.sim, env: tlsEnv() });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: benchChromiumArgs, headless: true }).catch(async (error: unknown) => {
    await stopServer(server);
    throw error;
  });
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await stopServer(server);
    },
  };
}

/** Starts a server alone (for benchmarks that drive their own browser). */
export async function startBenchServer(options: { sim?: number } = {}): Promise<RunningServer & { dispose(): Promise<void> }> {
  const server = await startServerProcess({ pluginsDir: null, sim: options.sim, env: tlsEnv() });
  return { ...server, dispose: () => stopServer(server) };
}

async function stopServer(server: RunningServer): Promise<void> {
  await server.stop();
  await removeDataDir(server.dataDir);
}

/** Signs in through the login page at `baseURL` and waits until the browser has left it. */
export async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/auth/login`);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/** A bearer token for `email` from the API (for seeding through the API, not for the page). */
export async function apiToken(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/operators/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: email, loginPw: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login of ${email} answered ${response.status}`);
  return body.token;
}

/** The heading robot/control shows once its plugin has drawn the page. */
export const robotControlHeading = /^(Robot control|ロボット操作)$/;
