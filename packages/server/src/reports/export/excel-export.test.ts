import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it, vi } from 'vitest';
import { excelStream } from './excel-export.js';
import type { ExportRow } from './export-rows.js';

const TOTAL = 80_000;

/** Export rows numbered from 1, counting how many the writer has pulled. */
function source(): { rows: AsyncGenerator<ExportRow>; pulled: () => number } {
  let pulled = 0;
  async function* rows(): AsyncGenerator<ExportRow> {
    for (let i = 1; i <= TOTAL; i++) {
      pulled = i;
      yield [i, `巡回 ${i}`, 0, 0, '2026-11-01T00:00:00.000Z', 'ugo', i % 20, 1.5, 2.5, '圧力計', 30, 0, 'meter', i / 10, 'MPa'];
    }
  }
  return { rows: rows(), pulled: () => pulled };
}

/** Resolves once `value()` has not changed for five looks in a row. */
function settled(value: () => number): Promise<number> {
  let last = -1;
  let same = 0;
  return vi.waitFor(() => {
    same = value() === last ? same + 1 : 0;
    last = value();
    if (same < 5) throw new Error(`still moving at ${last}`);
    return last;
  }, { timeout: 15_000, interval: 100 });
}

describe('Excel export (streaming writer)', () => {
  it('stops reading rows while nobody takes the file, so memory holds what the zip lags behind, not the sheet', async () => {
    const { rows, pulled } = source();
    let counted = 0;
    const { stream, done } = excelStream(rows, (n) => (counted = n));
    // The zip and the archive hold a few MB of compressed sheet before the writer stops: about 35,000
    // of these rows. Without back-pressure it reads every row into memory while the file waits.
    const stalled = await settled(pulled);
    expect(stalled).toBeLessThan(TOTAL * 0.75);

    const chunks: Buffer[] = [];
    await Promise.all([pipeline(stream, new Writable({ write: (chunk: Buffer, _encoding, next) => { chunks.push(chunk); next(); } })), done]);
    expect(counted).toBe(TOTAL);
    // Once taken, every row is written into a zip (the API tests read such workbooks back cell by cell).
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.length).toBeGreaterThan(TOTAL * 10);
  }, 60_000);
});
