import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { csvLine, type CsvEncoding } from '@fleetdeck/model';
import { exportHeader, type ExportRow } from './export-rows.js';

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
