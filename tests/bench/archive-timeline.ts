// Benchmark (prints figures, not a test): how long archive/robot/{serialNo}/{date} takes to draw
// a full day, 1,440 recorded minutes with 2,000 events (and report details and threshold
// breaches among them), in Chromium (issue 21; aim ≤ 300 ms). The day's two API answers are
// served by the browser's route handler, so the figure is the page's own work: from the click on
// "Next day" to the frame painted after every span and mark is in the document.
//
//   npx tsx tests/bench/archive-timeline.ts [--runs 5]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { signIn, startBrowserBench } from './browser-bench.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));
const AIM_MS = 300;
const SERIAL = 'BENCH-DAY-1';
const log = (line: string) => process.stdout.write(`${line}\n`);

/** A day recorded minute after minute, and `events` marks spread over it (one in ten a report detail, one in twenty a breach). */
function fullDay(day: string, events: number) {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const segments = Array.from({ length: 1440 }, (_, i) => ({
    id: i + 1, startsAt: new Date(start + i * 60_000).toISOString(), durationMs: 60_000, hour: Math.floor(i / 60), minute: i % 60,
    size: 480_000, mimeType: 'video/mp4', quality: '360p', width: 640, height: 360,
  }));
  const marks = Array.from({ length: events }, (_, i) => {
    const at = new Date(start + Math.floor(((i + 0.5) / events) * 86_400_000)).toISOString();
    const kind = i % 20 === 0 ? 'thresholdBreach' : i % 10 === 0 ? 'reportDetail' : 'event';
    return { kind, id: i + 1, at, label: kind === 'event' ? 'E0001' : 'temperature', level: 5, message: null };
  });
  return {
    day: { robotId: 1, serialNo: SERIAL, name: 'Bench robot', buildingId: 1, day, segments },
    marks: { robotId: 1, day, marks, truncated: false },
  };
}

/**
 * Clicks "Next day" and answers ms until the frame after the full timeline is in the document.
 * A string, as tsx would wrap the script's inner functions in a helper the page does not have.
 */
const NEXT_DAY = `new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Next day');
  if (!link) return reject(new Error('no Next day link'));
  const group = () => document.querySelector('[aria-label^="Recorded spans of the day"]');
  const before = group();
  const began = performance.now();
  // The next day's timeline is a new element: the old one goes while its data loads. React puts a
  // timeline in the document in one commit: its spans (one run of 1,440 minutes) and the drawn
  // events lane are there together.
  // (A lane drawn as buttons, one per mark, as before issue 21's last change, counts too.)
  const lane = () => document.querySelector('[aria-label="Robot events of the day"]');
  const drawn = () => group() !== before && group()?.querySelectorAll('button').length > 0
    && ((lane()?.querySelector('path')?.getAttribute('d') ?? '').length > 0 || lane()?.querySelectorAll('button').length > 1);
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    // The frame that shows it: after the next animation frame's paint.
    requestAnimationFrame(() => setTimeout(() => {
      const painted = performance.now();
      // When the day's two answers had arrived: what follows is the timeline's own drawing.
      const answered = Math.max(...performance.getEntriesByType('resource').filter((e) => e.startTime >= began && e.name.includes('/days/')).map((e) => e.responseEnd));
      resolve([painted - began, painted - answered]);
    }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  link.click();
})`;

/** ms from the click to the painted frame, and from the day's answers' arrival to it. */
async function nextDay(page: Page): Promise<[number, number]> {
  return (await page.evaluate(NEXT_DAY)) as [number, number];
}

async function main(): Promise<void> {
  const bench = await startBrowserBench();
  try {
    const context = await bench.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route(`**/api/archive/robots/${SERIAL}/days/**`, async (route) => {
      const match = /\/days\/(\d{4}-\d{2}-\d{2})(\/marks)?$/.exec(new URL(route.request().url()).pathname);
      if (!match) return route.fallback();
      const data = fullDay(match[1]!, 2000);
      await route.fulfill({ json: match[2] ? data.marks : data.day });
    });
    page.on('crash', () => log('the page crashed'));
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    await signIn(page, bench.server.url, demo.orgAdmin);
    // The first day loads the plugin's code; the measured days are client-side navigations from it.
    await page.goto(`${bench.server.url}/archive/robot/${SERIAL}/2026-01-01`);
    await page.getByRole('group', { name: 'Robot events of the day' }).getByRole('button').first().waitFor({ timeout: 60_000 });

    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`archive day timeline: 1,440 recorded minutes and 2,000 marks (1,800 events, 100 report details, 100 breaches), Chromium 1440 × 900, ${runs} runs`);
    const times: number[] = [];
    const drawing: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const [ms, drawn] = await nextDay(page);
      times.push(ms);
      drawing.push(drawn);
      const [buttons, strokes] = (await page.evaluate(`[
        document.querySelectorAll('[aria-label^="Recorded spans of the day"] button, [aria-label$="of the day"] button').length,
        [...document.querySelectorAll('[aria-label$="of the day"] path')].reduce((n, p) => n + (p.getAttribute('d')?.split('M').length ?? 1) - 1, 0),
      ]`)) as [number, number];
      log(`  run ${run}: click → painted ${ms.toFixed(0)} ms, answers arrived → painted ${drawn.toFixed(0)} ms (${buttons} buttons and ${strokes} drawn marks on the timeline)`);
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, worst: sorted[sorted.length - 1] ?? Number.NaN };
    };
    const { median, worst } = summary(times);
    const drawn = summary(drawing);
    log(`click on Next day → full day painted: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (aim ≤ ${AIM_MS} ms: ${worst <= AIM_MS ? 'met' : 'missed'})`);
    log(`the day's answers arrived → full day painted (the timeline's own drawing): median ${drawn.median.toFixed(0)} ms, worst ${drawn.worst.toFixed(0)} ms`);
    await context.close();
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
