import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { excelStream } from './excel-export.js';
import { exportHeader, type ExportRow } from './export-rows.js';

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

/** The whole file of an export, taken as fast as it is written. */
async function exportFile(rows: AsyncIterable<ExportRow>): Promise<{ file: Buffer; counted: number }> {
  let counted = 0;
  const { stream, done } = excelStream(rows, (n) => (counted = n));
  const chunks: Buffer[] = [];
  await Promise.all([pipeline(stream, new Writable({ write: (chunk: Buffer, _encoding, next) => { chunks.push(chunk); next(); } })), done]);
  return { file: Buffer.concat(chunks), counted };
}

describe('Excel export (streaming writer)', () => {
  it('reads back in exceljs with every value where it was written, the header first', async () => {
    const written: ExportRow[] = [
      [1, '巡回 <1> & "A"', 0, 1, '2026-11-01T00:00:00.000Z', "ugo 'B'", 3, -1.25, 0, '圧力計', 30, 1, 'meter', 0.1, 'MPa'],
      [2, 'control\u0007 kept out', null, null, '', ' spaced ', 0, 1e21, 4.5e-7, null, null, null, 'photo', null, ''],
    ];
    async function* rows(): AsyncGenerator<ExportRow> {
      yield* written;
    }
    const { file, counted } = await exportFile(rows());
    expect(counted).toBe(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('rawdata')!;
    expect(sheet.rowCount).toBe(3);
    const read = (rowNumber: number) => Array.from({ length: exportHeader.length }, (_, i) => sheet.getRow(rowNumber).getCell(i + 1).value ?? null);
    expect(read(1)).toEqual([...exportHeader]);
    expect(read(2)).toEqual(written[0]);
    // A control character cannot be written in XML at all, so it is left out; an empty string is an empty cell.
    expect(read(3)).toEqual([2, 'control kept out', null, null, '', ' spaced ', 0, 1e21, 4.5e-7, null, null, null, 'photo', null, ''].map((v) => (v === '' ? null : v)));
  });

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
