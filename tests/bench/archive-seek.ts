// Benchmark (prints figures, not a test): seeking to a minute of a recorded day in Chromium
// (issue 21; aim: its first frame shows ≤ 1 s after the click). A robot uploads real one-minute
// segments (360p H.264 at 2 frames a second, as the simulator records) over the day through the
// archive's upload API; the operator then clicks minutes on archive/robot/{serialNo}/{date} in
// a random order, and the time from the click to the first video frame the browser presents
// (requestVideoFrameCallback) is measured.
//
//   npx tsx tests/bench/archive-seek.ts [--minutes 48] [--runs 10]
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { demo } from '../shared/demoAccounts.js';
import { apiToken, signIn, startBrowserBench } from './browser-bench.js';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '48' }, runs: { type: 'string', default: '10' } } });
const minutes = Math.min(1440, Math.max(2, Number(values.minutes)));
const runs = Math.max(1, Number(values.runs));
const AIM_MS = 1000;
const run = promisify(execFile);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** A one-minute 360p segment at 2 frames a second, as the simulator's recorder makes them. */
async function oneMinuteSegment(folder: string): Promise<Buffer> {
  const file = join(folder, 'minute.mp4');
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=2', '-t', '60',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', '-crf', '30', '-g', '4', '-movflags', '+faststart', '-y', file,
  ]);
  return readFile(file);
}

/** Registers a robot in Aozora Tower (whose contract includes the archive) and uploads `count` minutes spread over yesterday. */
async function recordDay(baseURL: string, segment: Buffer, count: number): Promise<{ serialNo: string; day: string }> {
  const token = await apiToken(baseURL, demo.orgAdmin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [tower] = (await (await fetch(`${baseURL}/api/buildings?filter=${encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }))}`, { headers })).json()) as Array<{ id: number }>;
  if (!tower) throw new Error('demo building Aozora Tower not found');
  const [floor] = (await (await fetch(`${baseURL}/api/buildings/${tower.id}/floors`, { headers })).json()) as Array<{ id: number }>;
  const serialNo = `BENCH-SEEK-${Date.now() % 100000}`;
  const created = await fetch(`${baseURL}/api/robots`, { method: 'POST', headers, body: JSON.stringify({ name: 'Seek bench robot', serialNo, model: 'ugo Pro', buildingId: tower.id, initialFloorId: floor!.id }) });
  const { credential } = (await created.json()) as { credential: string };
  const robot = { authorization: `Robot ${serialNo} ${credential}` };
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  for (let i = 0; i < count; i++) {
    const startsAt = new Date(dayStart + Math.floor((i * 1440) / count) * 60_000).toISOString();
    const announce = await fetch(`${baseURL}/api/archive/uploads`, {
      method: 'POST', headers: { ...robot, 'content-type': 'application/json' },
      body: JSON.stringify({ startsAt, durationMs: 60_000, size: segment.length, mimeType: 'video/mp4', quality: '360p', width: 640, height: 360 }),
    });
    const { id } = (await announce.json()) as { id: number };
    const put = await fetch(`${baseURL}/api/archive/uploads/${id}`, {
      method: 'PUT', body: new Uint8Array(segment),
      headers: { ...robot, 'content-type': 'application/octet-stream', 'content-range': `bytes 0-${segment.length - 1}/${segment.length}` },
    });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
  }
  return { serialNo, day };
}

/**
 * Clicks the span of minute `index` on the day page; answers ms from the click to the first frame
 * the player presents. Strings, as tsx would wrap the scripts' inner functions in a helper the
 * page does not have.
 */
async function seek(page: Page, index: number): Promise<number> {
  await page.getByRole('group', { name: /Recorded spans of the day/ }).getByRole('button').nth(index).waitFor();
  return Number(await page.evaluate(`new Promise((resolve, reject) => {
    const span = document.querySelectorAll('[aria-label^="Recorded spans of the day"] button')[${index}];
    if (!span) return reject(new Error('no span ${index}'));
    const began = performance.now();
    const timer = setTimeout(() => reject(new Error('no frame within 30 s')), 30000);
    const watch = () => {
      const video = document.querySelector('[data-testid="archive-video"]');
      if (!video) return requestAnimationFrame(watch);
      video.requestVideoFrameCallback((now) => { clearTimeout(timer); resolve(now - began); });
    };
    span.click();
    requestAnimationFrame(watch);
  })`));
}

/** Clicks "Next minute" in the player; answers ms from the click to the next minute's first presented frame. */
const NEXT_MINUTE = `new Promise((resolve, reject) => {
  const current = () => document.querySelector('[data-testid="archive-video"]');
  const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next minute');
  if (!current() || !next || next.disabled) return reject(new Error('no next minute'));
  const before = current().src;
  const began = performance.now();
  next.click();
  // The same video with the next source, or a new one if the next minute was still being fetched.
  const watch = () => {
    const video = current();
    if (!video || video.src === before) return requestAnimationFrame(watch);
    video.requestVideoFrameCallback((now) => resolve(now - began));
  };
  requestAnimationFrame(watch);
})`;

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-seek-'));
  const bench = await startBrowserBench();
  try {
    const segment = await oneMinuteSegment(folder);
    const { serialNo, day } = await recordDay(bench.server.url, segment, minutes);
    const context = await bench.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // How the player's videos arrive: whole (200) or in byte ranges (206), as the browser asks.
    const answers = new Map<number, number>();
    page.on('response', (response) => {
      if (/\/api\/archive\/segments\/\d+\/video\?/.test(response.url())) answers.set(response.status(), (answers.get(response.status()) ?? 0) + 1);
    });
    await signIn(page, bench.server.url, demo.orgAdmin);
    const dayUrl = `${bench.server.url}/archive/robot/${serialNo}/${day}`;
    // Loads the day page's and the player's code once, as a person who has opened the archive before.
    await page.goto(dayUrl);
    await seek(page, 0);

    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`archive seek: ${minutes} recorded minutes of ${day} (360p H.264, 2 fps, ${segment.length.toLocaleString('en')} bytes a minute), Chromium 1440 × 900, ${runs} clicks on random minutes`);
    const times: number[] = [];
    for (let r = 1; r <= runs; r++) {
      await page.goto(dayUrl);
      const index = Math.floor(Math.random() * minutes);
      const ms = await seek(page, index);
      times.push(ms);
      log(`  run ${r}: minute ${index + 1} of ${minutes} (${page.url().split('/').slice(-2).join(':')}): click → first frame ${ms.toFixed(0)} ms`);
    }
    // Within the player: the next minute's button, whose video is fetched ahead while one plays.
    const nextTimes: number[] = [];
    for (let r = 1; r <= Math.min(5, runs); r++) {
      const ms = Number(await page.evaluate(NEXT_MINUTE));
      nextTimes.push(ms);
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, worst: sorted[sorted.length - 1] ?? Number.NaN };
    };
    const clicks = summary(times);
    const nexts = summary(nextTimes);
    log(`click on a minute of the day → first frame: median ${clicks.median.toFixed(0)} ms, worst ${clicks.worst.toFixed(0)} ms (aim ≤ ${AIM_MS} ms: ${clicks.worst <= AIM_MS ? 'met' : 'missed'})`);
    log(`"Next minute" in the player → first frame: ${nextTimes.map((t) => t.toFixed(0)).join(', ')} ms (median ${nexts.median.toFixed(0)}, worst ${nexts.worst.toFixed(0)})`);
    log(`video requests by signed URL: ${[...answers].map(([status, count]) => `${count} answered ${status}`).join(', ') || 'none'}`);
    await context.close();
  } finally {
    await bench.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
