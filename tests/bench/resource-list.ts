// Prints (does not assert) how a resource list holds up with 100,000 rows: seeds that many
// operators into a real server's SQLite file, then measures API time to page, sort, filter and
// count (p50/p99, aim p99 < 50 ms), and in Chromium the time from the list answer to the first
// drawn row (aim < 300 ms) and the p95 frame time while scrolling 1,000 rows (aim <= 16.7 ms).
// Run: `tsx bench/resource-list.ts` (the console and server must be built).
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/chromiumLaunch.js';
import { demo, DEMO_PASSWORD } from '../shared/demoAccounts.js';
import { removeDataDir, startServerProcess } from '../e2e/fixtures/serverProcess.js';
import { FRAME_AIM_MS, scrollFrames } from './frame-timing.js';
import { ms, percentile } from './stats.js';

const ROWS = 100_000;
const SAMPLES = 50;

function seedOperators(dataDir: string): void {
  const db = new Database(join(dataDir, 'fleetdeck.sqlite'));
  db.pragma('busy_timeout = 10000');
  const org = db.prepare("SELECT id FROM organizations WHERE name = 'Aozora Facilities'").get() as { id: number };
  const building = db.prepare("SELECT id FROM buildings WHERE name = 'Aozora Tower'").get() as { id: number };
  const insert = db.prepare(
    `INSERT INTO operators (login_id, first_name, last_name, type, organization_id, building_id, password_hash, email, created_at, updated_at)
     VALUES (?, ?, ?, 0, ?, ?, '!', ?, ?, ?)`,
  );
  const syllables = ['ka', 'ki', 'ku', 'sa', 'shi', 'ta', 'na', 'mo', 'ri', 'yu', 'to', 'ha'];
  const word = (n: number) => syllables[n % 12]! + syllables[Math.floor(n / 12) % 12]! + syllables[Math.floor(n / 144) % 12]!;
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) {
      const loginId = `bench${i}@bench.example`;
      insert.run(loginId, word(i * 7919), word(i * 104729), org.id, building.id, loginId, now, now);
    }
  })();
  db.close();
}

async function timeCalls(url: string, token: string, build: (i: number) => string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${build(i)}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${build(i)} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));

async function main(): Promise<void> {
  const server = await startServerProcess({ pluginsDir: null });
  try {
    seedOperators(server.dataDir);
    const login = await fetch(`${server.url}/api/operators/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: demo.system, loginPw: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const skip = (i: number) => (i * 4937) % (ROWS - 100);

    console.log(`Resource list benchmark: operators with ${ROWS.toLocaleString('en')} extra rows, ${SAMPLES} calls each`);
    const cases: Array<[string, (i: number) => string]> = [
      ['page (id order, limit 100, random skip)', (i) => `/api/operators?filter=${q({ limit: 100, skip: skip(i), order: ['id ASC'] })}`],
      ['sort (lastName DESC, limit 100, random skip)', (i) => `/api/operators?filter=${q({ limit: 100, skip: skip(i), order: ['lastName DESC', 'id ASC'] })}`],
      ['filter (lastName like, limit 100)', (i) => `/api/operators?filter=${q({ limit: 100, where: { lastName: { like: `%${['ka', 'shi', 'mo', 'yu'][i % 4]}%` } }, order: ['loginId ASC', 'id ASC'] })}`],
      ['count (same filter)', (i) => `/api/operators/count?where=${q({ lastName: { like: `%${['ka', 'shi', 'mo', 'yu'][i % 4]}%` } })}`],
    ];
    for (const [name, build] of cases) {
      const { p50, p99 } = await timeCalls(server.url, token, build);
      console.log(`  API ${name}: p50 ${ms(p50)}, p99 ${ms(p99)} ${p99 < 50 ? '(within aim < 50 ms)' : '(over aim < 50 ms)'}`);
    }

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // Marks when the list answer arrives and when its first row is in the document.
      await page.addInitScript(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { __bench: Record<string, number> }).__bench = marks;
        const original = window.fetch.bind(window);
        window.fetch = async (...args) => {
          const response = await original(...args);
          const url = String(args[0] instanceof Request ? args[0].url : args[0]);
          if (/\/api\/operators\?/.test(url)) marks.answer = performance.now();
          return response;
        };
        new MutationObserver(() => {
          if (marks.answer && !marks.firstRow && document.querySelector('[data-testid="resource-table-operators"] tbody tr[data-index]')) marks.firstRow = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}/auth/login`);
      await page.getByLabel(/^(Email|メールアドレス)$/).fill(demo.system);
      await page.getByLabel(/^(Password|パスワード)$/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /^(Log in|ログイン)$/ }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/auth/login'));

      const firstPage: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        await page.goto(`${server.url}/operator/list`);
        await page.locator('[data-testid="resource-table-operators"] tbody tr[data-index]').first().waitFor();
        const marks = await page.evaluate(() => (window as unknown as { __bench: Record<string, number> }).__bench);
        if (marks.answer && marks.firstRow) firstPage.push(marks.firstRow - marks.answer);
      }
      const median = percentile(firstPage, 50);
      console.log(`  Browser first page after the answer (100 rows, median of ${firstPage.length}): ${ms(median)} ${median < 300 ? '(within aim < 300 ms)' : '(over aim < 300 ms)'}`);

      await page.getByRole('combobox', { name: /^(Rows per page|表示件数)$/ }).click();
      await page.getByRole('option', { name: '1000' }).click();
      await page.getByText(/Page 1 of 10[0-9]/).waitFor();
      const { frames } = await scrollFrames(page, { selector: '[data-testid="resource-table-operators"]', stepPx: 120 });
      const p95 = percentile(frames, 95);
      console.log(`  Browser scroll through 1,000 rows (${frames.length} frames): p95 frame ${ms(p95)} ${p95 <= FRAME_AIM_MS ? `(within aim <= ${FRAME_AIM_MS} ms)` : `(over aim <= ${FRAME_AIM_MS} ms)`}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
