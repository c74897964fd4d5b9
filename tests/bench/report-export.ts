// Report exports (issue 20): the server's Excel writer (exceljs's streaming WorkbookWriter) beside a
// plain exceljs Workbook written at the end, 100,000 detail rows × 15 columns each; the streaming
// writer's RSS growth at 100,000, 250,000 and 500,000 rows (each size in a fresh process); and CSV
// in shift-jis (iconv-lite) of 100,000 rows. Each figure has its CPU time beside the wall time: on a
// loaded machine the wall time is mostly waiting for a core. Rows are generated in the shape export-rows.ts reads
// from the store, so the figures are the writers' own. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { csvStream } from '../../packages/server/src/reports/export/csv-export.js';
import { excelStream } from '../../packages/server/src/reports/export/excel-export.js';
import { exportHeader, type ExportRow } from '../../packages/server/src/reports/export/export-rows.js';
import { kib } from './stats.js';

const here = dirname(fileURLToPath(import.meta.url));
const ExcelJS = createRequire(join(here, '../../packages/server/package.json'))('exceljs') as {
  Workbook: new () => { addWorksheet(name: string): { addRow(values: unknown[]): unknown }; xlsx: { writeFile(path: string): Promise<void> } };
};

/** Detail rows as an export reads them: report, robot, check item (Japanese names), §9 codes, a reading. */
async function* rows(count: number): AsyncGenerator<ExportRow> {
  const start = Date.parse('2026-11-01T00:00:00Z');
  for (let i = 0; i < count; i++) {
    yield [
      Math.floor(i / 200) + 1, `巡回 ${Math.floor(i / 200) + 1}`, 0, i % 50 === 0 ? 1 : 0, new Date(start + i * 1000).toISOString(), `ugo 点検 ${i % 12}`,
      i % 20, Math.round((i % 400) / 10) / 1, Math.round((i % 250) / 10) / 1, `圧力計 B${i % 30}`, [1, 3, 11, 30][i % 4]!, i % 50 === 0 ? 1 : 0,
      ['photo', 'thermal', 'temperature', 'meter'][i % 4]!, i % 4 >= 2 ? Math.round(Math.sin(i) * 1000) / 10 : null, i % 4 === 2 ? '°C' : i % 4 === 3 ? 'MPa' : '',
    ];
  }
}

async function streamingExcel(count: number, file: string): Promise<number> {
  const started = performance.now();
  const { stream, done } = excelStream(rows(count), () => undefined);
  await Promise.all([pipeline(stream, createWriteStream(file)), done]);
  return performance.now() - started;
}

async function wholeWorkbookExcel(count: number, file: string): Promise<number> {
  const started = performance.now();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rawdata');
  sheet.addRow([...exportHeader]);
  for await (const row of rows(count)) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
  return performance.now() - started;
}

/** One size in this process, started fresh by `main`: prints the peak RSS growth over the process's start as JSON. */
async function child(mode: string, count: number, file: string): Promise<void> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const cpuBefore = process.cpuUsage();
  const elapsed = mode === 'stream' ? await streamingExcel(count, file) : await wholeWorkbookExcel(count, file);
  const used = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ elapsed, cpu: (used.user + used.system) / 1000, growth: peak - base, size: (await stat(file)).size }));
}

function inFreshProcess(mode: string, count: number, file: string): { elapsed: number; cpu: number; growth: number; size: number } {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), 'child', mode, String(count), file], { encoding: 'utf8', cwd: join(here, '..') });
  if (run.status !== 0) throw new Error(`${mode} ${count} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { elapsed: number; cpu: number; growth: number; size: number };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-export-'));
  try {
    console.log('Excel, 100,000 rows × 15 columns (each in a fresh process):');
    const streamed = inFreshProcess('stream', 100_000, join(dir, 'stream.xlsx'));
    const whole = inFreshProcess('whole', 100_000, join(dir, 'whole.xlsx'));
    console.log(`  streaming writer (the server's): ${seconds(streamed.elapsed)} (CPU ${seconds(streamed.cpu)}), RSS growth ${mib(streamed.growth)}, file ${kib(streamed.size)}`);
    console.log(`  whole workbook, written at end:  ${seconds(whole.elapsed)} (CPU ${seconds(whole.cpu)}), RSS growth ${mib(whole.growth)}, file ${kib(whole.size)}`);
    console.log('Streaming writer RSS growth by size:');
    for (const count of [100_000, 250_000, 500_000]) {
      const run = inFreshProcess('stream', count, join(dir, `stream-${count}.xlsx`));
      console.log(`  ${count.toLocaleString('en')} rows: ${seconds(run.elapsed)} (CPU ${seconds(run.cpu)}), RSS growth ${mib(run.growth)}, file ${kib(run.size)}`);
    }
    const csvFile = join(dir, 'sjis.csv');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await pipeline(csvStream(rows(100_000), 'shift-jis', () => undefined), createWriteStream(csvFile));
    const cpu = process.cpuUsage(cpuBefore);
    console.log(`CSV shift-jis, 100,000 rows: ${seconds(performance.now() - started)} (CPU ${seconds((cpu.user + cpu.system) / 1000)}), file ${kib((await stat(csvFile)).size)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') await child(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
else await main();
