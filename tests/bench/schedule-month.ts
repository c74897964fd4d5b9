// Prints (does not assert) the schedule calendar's month view with 2,000 entries in the month:
// - rendered: from the end of the occurrences answer (the resource timing's responseEnd) to the
//   first animation frame whose DOM holds the month's events (aim: 500 ms; the frame's own layout
//   and paint come after that frame's start, so this is a lower bound of when they are seen);
// - dragging: requestAnimationFrame deltas while an entry is dragged across the month and back to
//   where it was (dropped there, so nothing is saved), p95 (aim: 16.7 ms, one frame).
// Three runs, the page opened afresh each time. Entries are created through the API (one per robot
// and hour, so none meets another of its robot).
// Run: `npx tsx bench/schedule-month.ts` (after a build).
import type { Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { apiToken, signIn, startBrowserBench } from './browser-bench.js';
import { FRAME_AIM_MS, frameSummary } from './frame-timing.js';
import { ms, spread } from './stats.js';

const ENTRIES = 2000;
const RUNS = 3;
const SEED_CONCURRENCY = 8;
const RENDER_AIM_MS = 500;

async function seedEntries(baseURL: string, token: string): Promise<number> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const robots = await call<Array<{ id: number; buildingId: number }>>('GET', '/robots');
  const flows = await call<Array<{ id: number; buildingId: number }>>('GET', '/flows');
  const usable = robots.flatMap((robot) => {
    const flow = flows.find((f) => f.buildingId === robot.buildingId);
    return flow ? [{ robot, flowId: flow.id }] : [];
  });
  if (usable.length === 0) throw new Error('the demo seed has no robot with a flow in its building');
  // This month in Tokyo, its days 1 to 28, hours 06 to 21: one entry per robot, day and hour.
  const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  const slots = usable.length * 28 * 16;
  if (slots < ENTRIES) throw new Error(`only ${slots} free slots for ${ENTRIES} entries`);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ENTRIES; i = next++) {
      const { robot, flowId } = usable[i % usable.length]!;
      const slot = Math.floor(i / usable.length);
      const day = String((slot % 28) + 1).padStart(2, '0');
      const hour = String(6 + Math.floor(slot / 28)).padStart(2, '0');
      await call('POST', '/schedules', {
        title: `Month ${i}`, buildingId: robot.buildingId, robotId: robot.id, flowId, start: `${month}-${day}T${hour}:00`, end: `${month}-${day}T${hour}:45`,
        repeat: 'none', weekdays: ['monday'],
      });
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return ENTRIES;
}

/**
 * Opens the month view and answers ms from the end of the month's occurrences answer to the first
 * frame after it whose drawn events differ (the week's few may be drawn into the month before).
 */
async function openMonth(page: Page, baseURL: string): Promise<number> {
  await page.goto(`${baseURL}/schedule/cal/week`);
  await page.getByRole('main').getByRole('heading', { name: 'Schedule calendar' }).waitFor();
  await page.evaluate(`(() => {
    window.__changes = []; window.__watching = true; let count = -1;
    const look = (now) => {
      const n = document.querySelectorAll('.fc-daygrid-event').length;
      if (n !== count) { count = n; window.__changes.push({ at: now, count: n }); }
      if (window.__watching) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
  const answer = page.waitForResponse((response) => response.url().includes('/api/schedules/occurrences') && response.status() === 200, { timeout: 60_000 });
  await page.getByRole('main').getByRole('tab', { name: 'Month' }).click();
  await answer;
  // Settled: no change of the drawn events for a second.
  // Polled from here: the console's CSP refuses the string evaluation waitForFunction would use.
  const settleBy = Date.now() + 60_000;
  while (!(await page.evaluate<boolean>('(() => { const c = window.__changes; return c.length > 0 && performance.now() - c[c.length - 1].at > 1000; })()'))) {
    if (Date.now() > settleBy) throw new Error('the month view did not settle within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return page.evaluate<number>(`(() => {
    window.__watching = false;
    const answers = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/schedules/occurrences'));
    const end = answers[answers.length - 1].responseEnd;
    const first = window.__changes.find((c) => c.at >= end);
    return first ? first.at - end : NaN;
  })()`);
}

/** Drags the first drawn event across the month and back, recording frame times; answers the deltas. */
async function dragFrames(page: Page): Promise<number[]> {
  const event = page.locator('.fc-daygrid-event').first();
  const box = await event.boundingBox();
  if (!box) throw new Error('no event to drag');
  await page.evaluate(`(() => {
    window.__frames = []; window.__recording = true; let last = performance.now();
    const step = (now) => { window.__frames.push(now - last); last = now; if (window.__recording) requestAnimationFrame(step); };
    requestAnimationFrame(step);
  })()`);
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const [dx, dy] of [[400, 0], [400, 300], [0, 300], [0, 0]] as const) await page.mouse.move(from.x + dx, from.y + dy, { steps: 40 });
  await page.mouse.up();
  return page.evaluate<number[]>('(() => { window.__recording = false; return window.__frames.slice(1); })()');
}

async function main(): Promise<void> {
  const bench = await startBrowserBench();
  try {
    const started = Date.now();
    await seedEntries(bench.server.url, await apiToken(bench.server.url, demo.system));
    console.log(`Schedule month view, ${ENTRIES} entries created through the API in ${((Date.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs`);
    const context = await bench.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, bench.server.url, demo.system);
    const renders: number[] = [];
    const p95s: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const render = await openMonth(page, bench.server.url);
      const drawn = await page.locator('.fc-daygrid-event').count();
      const frames = await dragFrames(page);
      const summary = frameSummary(frames);
      renders.push(render);
      p95s.push(summary.p95);
      console.log(`  run ${run}: rendered ${ms(render)} after the data arrived (${drawn} events drawn); drag ${frames.length} frames, p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, max ${ms(summary.max)}, ${summary.dropped} dropped`);
    }
    console.log(`  rendered after the data: ${spread(renders, ms)} (aim <= ${RENDER_AIM_MS} ms)`);
    console.log(`  drag p95 frame: ${spread(p95s, ms)} (aim <= ${FRAME_AIM_MS} ms)`);
    await context.close();
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
