import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { RAWDATA_SHEET } from '@fleetdeck/model';
import { exportHeader, type ExportRow } from './export-rows.js';

/**
 * The Excel workbook of an export, written by exceljs's streaming writer: each row is committed as
 * it is read, so memory stays flat however many rows there are. The data sheet is named
 * `rawdata`, as a template's is.
 */
export function excelStream(rows: AsyncIterable<ExportRow>, count: (n: number) => void): { stream: Readable; done: Promise<void> } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const done = (async () => {
    const sheet = workbook.addWorksheet(RAWDATA_SHEET);
    sheet.addRow([...exportHeader]).commit();
    let total = 0;
    for await (const row of rows) {
      sheet.addRow(row).commit();
      total += 1;
    }
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
