import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import type { CsvEncoding } from '@fleetdeck/model';
import { exportHeader, type ExportRow } from './export-rows.js';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF, as spreadsheet programs expect. */
export function csvLine(values: ReadonlyArray<string | number | null>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

// Lines are encoded this many at a time: one encoder call per line would dominate a large export.
const BATCH = 500;

/**
 * The CSV of an export's rows in utf-8 (with a byte-order mark, so Excel reads it as UTF-8) or
 * shift-jis (§9), streamed: rows are encoded in batches as they are read.
 */
export function csvStream(rows: AsyncIterable<ExportRow>, encoding: CsvEncoding, count: (n: number) => void): Readable {
  const encode = (text: string) => (encoding === 'shift-jis' ? iconv.encode(text, 'Shift_JIS') : Buffer.from(text, 'utf8'));
  async function* chunks(): AsyncGenerator<Buffer> {
    if (encoding === 'utf-8') yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield encode(csvLine(exportHeader));
    let batch = '';
    let inBatch = 0;
    let total = 0;
    for await (const row of rows) {
      batch += csvLine(row);
      total += 1;
      if (++inBatch === BATCH) {
        yield encode(batch);
        batch = '';
        inBatch = 0;
      }
    }
    if (batch) yield encode(batch);
    count(total);
  }
  return Readable.from(chunks());
}
