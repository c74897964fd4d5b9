import { once, type EventEmitter } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { RAWDATA_SHEET } from '@fleetdeck/model';
import { exportHeader, type ExportRow } from './export-rows.js';
import { columnLetters, sheetRowXml } from './sheet-row-xml.js';

/**
 * The part of exceljs 4's worksheet writer that back-pressure needs: its buffer stream and the zip
 * entries that buffer writes into (readable-stream 3 PassThroughs, whose need to drain is only in
 * their `_writableState`).
 */
interface SheetStream {
  stream: { pipes?: Array<EventEmitter & { _writableState?: { length: number } }>; write(xml: string): unknown };
}

// Rows are committed this many at a time before the writer checks whether the zip has caught up.
const ROWS_PER_CHECK = 250;
// How far the zip may fall behind the rows before the writer waits for it, bytes: enough to keep the
// deflater busy while rows are read. At 1 MiB, RSS grew about 55 MiB over the start; at 256 KiB it
// grows 11–34 MiB up to 500,000 rows for the same CPU (bench/report-export).
const MAX_BEHIND = 256 * 1024;

/**
 * Waits while the zip has not taken in what the sheet already wrote. exceljs's sheet buffer writes
 * into the zip entry ignoring `write()`'s answer, so without this wait a fast row source outruns
 * the deflater and the whole sheet piles up in memory; with it, at most MAX_BEHIND of sheet waits
 * there, beside the few MB of compressed output archiver keeps when the file is taken slowly.
 * Between checks the event loop gets a turn, so the deflater's finished chunks are taken on.
 */
async function zipCaughtUp(sheet: SheetStream): Promise<void> {
  const behind = (sheet.stream.pipes ?? []).find((entry) => (entry._writableState?.length ?? 0) > MAX_BEHIND);
  if (behind) await once(behind, 'drain');
  else await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The Excel workbook of an export, written by exceljs's streaming writer: rows are written as they
 * are read and the writer waits for the zip to catch up, so memory stays flat however many rows
 * there are. No shared strings and no styles, so nothing grows with the rows. The data sheet is
 * named `rawdata`, as a template's is. exceljs writes the workbook, the sheet's frame and the header
 * row; the data rows go into the sheet's stream already rendered (`sheetRowXml`), ROWS_PER_CHECK at
 * a time, which took the 100,000-row export from about 3.4 s to about 1.9 s (bench/report-export).
 */
export function excelStream(rows: AsyncIterable<ExportRow>, count: (n: number) => void): { stream: Readable; done: Promise<void> } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const done = (async () => {
    const sheet = workbook.addWorksheet(RAWDATA_SHEET);
    // Committing the header through exceljs opens `<sheetData>`; the data rows follow it, numbered from 2.
    sheet.addRow([...exportHeader]).commit();
    const sheetStream = sheet as unknown as SheetStream;
    const letters = exportHeader.map((_, index) => columnLetters(index));
    let total = 0;
    let batch = '';
    for await (const row of rows) {
      batch += sheetRowXml(++total + 1, row, letters);
      if (total % ROWS_PER_CHECK === 0) {
        sheetStream.stream.write(batch);
        batch = '';
        await zipCaughtUp(sheetStream);
      }
    }
    if (batch) sheetStream.stream.write(batch);
    sheet.commit();
    await workbook.commit();
    count(total);
  })().catch((error: unknown) => {
    stream.destroy(error as Error);
    throw error;
  });
  return { stream, done };
}

/** Whether an uploaded workbook is a usable template: it opens and has a `rawdata` sheet (§5). */
export async function templateHasRawdata(bytes: Buffer): Promise<boolean> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return false;
  }
  return workbook.getWorksheet(RAWDATA_SHEET) !== undefined;
}

/**
 * An export into a template: the template's `rawdata` sheet is emptied and filled with the rows;
 * the other sheets (and the formulas that read `rawdata`) are kept as they are. exceljs loads a
 * template whole, so this path holds the workbook in memory; exports without a template stream.
 */
export async function excelFromTemplate(template: Buffer, rows: AsyncIterable<ExportRow>, count: (n: number) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const old = workbook.getWorksheet(RAWDATA_SHEET);
  if (!old) throw new Error('the template has no rawdata sheet');
  // Cleared in place (not removed and re-added), so the sheet keeps its position and the names other sheets' formulas use.
  old.spliceRows(1, old.rowCount);
  old.addRow([...exportHeader]);
  let total = 0;
  for await (const row of rows) {
    old.addRow(row);
    total += 1;
  }
  count(total);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
