// Prints (does not assert) the p95 frame time while Chromium scrolls, one step per frame:
// - a resource list of 1,000 rows (buildings, 1,000 created through the API, 1,000 rows a page);
// - robot/control with the demo fleet (the system admin sees all 14 robots), grid and list views,
//   on a desktop and on a phone viewport; the views are short, so the scroll goes down and back up
//   until enough frames are measured.
// Three runs each (the page opened afresh each time): p95 per run and min / median / max of the
// three. Frame times are requestAnimationFrame deltas. Aim (issue 16): p95 <= 16.7 ms, one frame.
// Run: `npx tsx bench/scroll-frames.ts` (after a build).
import type { Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { apiToken, robotControlHeading, signIn, startBrowserBench } from './browser-bench.js';
import { FRAME_AIM_MS, frameSummary, frameWithinAim, scrollFrames, type ScrollOptions } from './frame-timing.js';
import { ms, spread } from './stats.js';

const RUNS = 3;
const LIST_ROWS = 1000;
const SEED_CONCURRENCY = 8;
const ROBOTS = 14;
const MIN_FRAMES = 300;

interface ScrollCase {
  title: string;
  viewport: { width: number; height: number };
  /** Opens the page and waits until it shows what is to be scrolled. */
  open(page: Page): Promise<void>;
  scroll: ScrollOptions;
}

async function seedBuildings(baseURL: string, token: string, count: number): Promise<number> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const [first] = (await call('GET', `/api/buildings?filter=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`)) as { organizationId: number }[];
  if (!first) throw new Error('the seed has no building to take an organization from');
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const name = `Bench building ${String(index + 1).padStart(4, '0')}`;
      await call('POST', '/api/buildings', { name, organizationId: first.organizationId, prefecture: 'Tokyo', city: `Minato ${index % 50}` });
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  const { count: total } = (await call('GET', '/api/buildings/count')) as { count: number };
  return total;
}

function robotControlCase(view: 'Grid' | 'List', viewport: { width: number; height: number }, device: string, baseURL: string): ScrollCase {
  const testId = view === 'Grid' ? 'robot-grid' : 'robot-table';
  return {
    title: `robot/control, ${view.toLowerCase()} view, ${ROBOTS} robots, ${device} ${viewport.width}×${viewport.height}`,
    viewport,
    async open(page) {
      await page.goto(`${baseURL}/robot/control`);
      await page.getByRole('heading', { name: robotControlHeading }).waitFor();
      await page.getByTestId('robot-count').filter({ hasText: new RegExp(`of ${ROBOTS} robots`) }).waitFor();
      await page.getByRole('button', { name: view, exact: true }).click();
      await page.getByTestId(testId).waitFor();
    },
    scroll: { selector: `[data-testid="${testId}"]`, stepPx: 60, minFrames: MIN_FRAMES, countSelector: '[data-testid="robot-card"], [data-testid="robot-row"]' },
  };
}

async function main(): Promise<void> {
  const bench = await startBrowserBench({ sim: ROBOTS });
  try {
    const started = Date.now();
    const total = await seedBuildings(bench.server.url, await apiToken(bench.server.url, demo.system), LIST_ROWS);
    console.log(`Scrolling, p95 frame time (aim <= ${FRAME_AIM_MS} ms), ${RUNS} runs each; ${LIST_ROWS} buildings created through the API in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in all)`);
    const desktop = { width: 1280, height: 900 };
    const phone = { width: 390, height: 844 };
    const cases: ScrollCase[] = [
      {
        title: `building list, ${LIST_ROWS.toLocaleString('en')} rows a page, desktop ${desktop.width}×${desktop.height}`,
        viewport: desktop,
        async open(page) {
          await page.goto(`${bench.server.url}/building/list`);
          await page.locator('[data-testid="resource-table-buildings"] tbody tr[data-index]').first().waitFor();
          await page.getByRole('combobox', { name: /^(Rows per page|表示件数)$/ }).click();
          await page.getByRole('option', { name: String(LIST_ROWS) }).click();
          await page.getByText(new RegExp(`^(Page 1 of ${Math.ceil(total / LIST_ROWS)}|1 / ${Math.ceil(total / LIST_ROWS)} ページ)$`)).waitFor();
        },
        scroll: { selector: '[data-testid="resource-table-buildings"]', stepPx: 120, countSelector: '[data-testid="resource-table-buildings"] tbody tr[data-index]' },
      },
      robotControlCase('Grid', desktop, 'desktop', bench.server.url),
      robotControlCase('List', desktop, 'desktop', bench.server.url),
      robotControlCase('Grid', phone, 'phone', bench.server.url),
      robotControlCase('List', phone, 'phone', bench.server.url),
    ];
    for (const scrollCase of cases) {
      const context = await bench.browser.newContext({ viewport: scrollCase.viewport });
      try {
        const page = await context.newPage();
        await signIn(page, bench.server.url, demo.system);
        console.log(`\n  ${scrollCase.title}`);
        const p95s: number[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          await scrollCase.open(page);
          const result = await scrollFrames(page, scrollCase.scroll);
          if (result.frames.length === 0) {
            console.log(`    run ${run}: nothing to scroll (the view fits the window)`);
            continue;
          }
          const summary = frameSummary(result.frames);
          p95s.push(summary.p95);
          console.log(
            `    run ${run}: ${result.frames.length} frames over ${result.scrollRange} px, p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, max ${ms(summary.max)}, ` +
              `${summary.dropped} dropped, at most ${result.maxInDom} rows or cards in the DOM`,
          );
        }
        if (p95s.length > 0) {
          const within = p95s.filter(frameWithinAim).length;
          console.log(`    p95 of the runs: ${spread(p95s, ms)}; ${within} of ${p95s.length} runs within the aim`);
        }
      } finally {
        await context.close();
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
