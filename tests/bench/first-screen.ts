// Prints (does not assert) how long a cold first screen takes over a slow link, as Chromium itself
// throttles it (not simulated): 150 ms round trip and 1.6 Mbps down (Lighthouse's mobile link),
// with the CPU as it is and four times slower. /auth/login (signed out) until its e-mail field
// shows; /robot/control (signed in as the operator, demo fleet) until its first robot card does.
// Also: how long requests waited for one of HTTP/1.1's six connections, summed over the load.
// Three runs each, median. Issue 16: what the first-screen preloads in the HTML (server
// static/first-screen.ts) change; compare with a build from before them.
//
//   npx tsx bench/first-screen.ts [--runs 3]
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { benchOverTls, signIn, startBrowserBench } from './browser-bench.js';
import { median } from './stats.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface PageCase {
  path: string;
  signedIn: boolean;
  drawn(page: Page): Promise<void>;
}

const cases: PageCase[] = [
  { path: '/auth/login', signedIn: false, drawn: (page) => page.locator('input[autocomplete="username"]').waitFor({ timeout: 120_000 }) },
  { path: '/robot/control', signedIn: true, drawn: (page) => page.getByTestId('robot-card').first().waitFor({ timeout: 120_000 }) },
];

interface Run {
  drawnMs: number;
  requests: number;
  /** Time requests spent between being asked for and being sent, summed (HTTP/1.1 queueing). */
  queuedMs: number;
}

async function once(browser: Browser, baseURL: string, pageCase: PageCase, cpuSlowdown: number): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (pageCase.signedIn) await signIn(page, baseURL, demo.operator);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const started = performance.now();
    await page.goto(`${baseURL}${pageCase.path}`, { waitUntil: 'commit' });
    await pageCase.drawn(page);
    const drawnMs = performance.now() - started;
    if (new URL(page.url()).pathname !== pageCase.path) throw new Error(`${pageCase.path} ended on ${page.url()}: not the page to measure`);
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return timing.requestStart > 0 ? timing.requestStart - timing.startTime : 0;
      }),
    );
    return { drawnMs, requests: timings.length + 1, queuedMs: timings.reduce((sum, wait) => sum + wait, 0) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const bench = await startBrowserBench({ sim: 14 });
  try {
    console.log(`First screen over a slow link (150 ms RTT, 1.6 Mbps down), cold, ${RUNS} runs each, median, ${benchOverTls ? 'HTTPS with HTTP/2 (FLEETDECK_BENCH_TLS=1)' : 'plain HTTP/1.1'}`);
    for (const pageCase of cases) {
      for (const cpuSlowdown of [1, 4]) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await once(bench.browser, bench.server.url, pageCase, cpuSlowdown));
        const drawn = runs.map((run) => Math.round(run.drawnMs));
        console.log(
          `  ${pageCase.path.padEnd(15)} CPU ${cpuSlowdown}x: drawn after ${median(drawn)} ms (runs ${drawn.join(' / ')}),` +
            ` ${median(runs.map((run) => run.requests))} requests, waiting for a connection ${Math.round(median(runs.map((run) => run.queuedMs)))} ms in all`,
        );
      }
    }
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
