// Benchmark (prints figures, not a test): robot/control in Chromium with a large simulated fleet
// updating at 1 Hz. Prints frame times (p50/p95/max) while the page only receives updates and
// while scrolling the grid and the list, and how many robot cards/rows are in the document
// (virtualized: a screenful, not the fleet); then the map view beside them: the building with the
// most robots on one floor, that floor's markers gliding between reports. Aim: p95 frame at most 16.7 ms.
//
//   npx tsx tests/bench/fleet-control-browser.ts [--robots 5000] [--seconds 5]
//
// The server runs the simulated fleet in its own process (`fleetdeck serve --sim N`); server,
// simulators and browser share this machine's cores, so the figures are an upper bound.
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/chromiumLaunch.js';
import { removeDataDir, startServerProcess } from '../e2e/fixtures/serverProcess.js';
import { demo, DEMO_PASSWORD } from '../shared/demoAccounts.js';
import { FRAME_AIM_MS, frameSummary, idleFrames, scrollFrames } from './frame-timing.js';

const { values } = parseArgs({ options: { robots: { type: 'string', default: '5000' }, seconds: { type: 'string', default: '5' } } });
const robotCount = Number(values.robots);
const seconds = Number(values.seconds);
const log = (line: string) => process.stdout.write(`${line}\n`);

function summary(label: string, frames: number[], domCount: number): void {
  const { p50, p95, max, dropped, withinAim: within } = frameSummary(frames);
  log(
    `  ${label}: ${frames.length} frames, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(2)} ms, ` +
      `max ${max.toFixed(1)} ms, ${dropped} dropped (${((dropped / frames.length) * 100).toFixed(1)}%), ` +
      `${domCount} robots in the DOM ${within ? `(within aim <= ${FRAME_AIM_MS} ms)` : `(over aim <= ${FRAME_AIM_MS} ms)`}`,
  );
}

async function measureView(page: Page, view: 'Grid' | 'List', testId: string): Promise<void> {
  await page.getByRole('button', { name: view, exact: true }).click();
  await page.getByTestId(testId).waitFor();
  const idle = await idleFrames(page, seconds * 1000);
  const inDom = await page.locator('[data-testid="robot-card"], [data-testid="robot-row"]').count();
  summary(`${view}, live updates only`, idle, inDom);
  const scrolled = await scrollFrames(page, { selector: `[data-testid="${testId}"]`, stepPx: 150, countSelector: '[data-testid="robot-card"], [data-testid="robot-row"]' });
  summary(`${view}, scrolling through the fleet`, scrolled.frames, scrolled.maxInDom);
}

/** The map view: the building with the most robots (as the building filter's counts show), its busiest floor. */
async function measureMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const building = page.getByRole('search').getByLabel('Building');
  const options = (await building.locator('option').allTextContents()).filter((name) => name !== 'All buildings');
  let best = { name: '', markers: -1 };
  for (const name of options) {
    await building.selectOption({ label: name });
    await page.getByTestId('floor-map-view').waitFor();
    const text = (await page.getByTestId('robot-map-count').textContent()) ?? '';
    const markers = Number(text.replace(/[^0-9]/g, ''));
    if (markers > best.markers) best = { name, markers };
  }
  await building.selectOption({ label: best.name });
  await page.getByTestId('floor-map-view').waitFor();
  const idle = await idleFrames(page, seconds * 1000);
  const shown = (await page.getByTestId('robot-map-count').textContent()) ?? '';
  const { p50, p95, max, dropped, withinAim: within } = frameSummary(idle);
  log(
    `  Map (${best.name}, ${shown}), live updates with gliding markers: ${idle.length} frames, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(2)} ms, ` +
      `max ${max.toFixed(1)} ms, ${dropped} dropped ${within ? `(within aim <= ${FRAME_AIM_MS} ms)` : `(over aim <= ${FRAME_AIM_MS} ms)`}`,
  );
}

async function main(): Promise<void> {
  log(`robot/control browser bench: ${robotCount} simulated robots at 1 Hz`);
  const started = Date.now();
  const server = await startServerProcess({ pluginsDir: null, sim: robotCount });
  log(`  server with ${robotCount} simulated robots listening after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The server is busy with its simulated fleet: pages load slower than in the browser tests.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel(/^(Email|メールアドレス)$/).fill(demo.system);
    await page.getByLabel(/^(Password|パスワード)$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^(Log in|ログイン)$/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/login'));
    await page.goto(`${server.url}/robot/control`);
    const loaded = Date.now();
    await page.getByTestId('robot-count').filter({ hasText: new RegExp(`of ${robotCount.toLocaleString('en').replace(/,/g, ',?')} robots`) }).waitFor({ timeout: 120_000 });
    log(`  robot/control holds all ${robotCount} robots ${((Date.now() - loaded) / 1000).toFixed(1)} s after opening`);
    await measureView(page, 'Grid', 'robot-grid');
    await measureView(page, 'List', 'robot-table');
    await measureMap(page);
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
