import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './harness/index.js';

// The export tests read files back with the libraries the server writes them with: exceljs,
// iconv-lite and (through exceljs) jszip, resolved from the server package, which depends on them.
const fromServer = createRequire(join(repoRoot, 'packages/server/package.json'));
const fromExcel = createRequire(fromServer.resolve('exceljs'));

interface Worksheet {
  name: string;
  rowCount: number;
  getRow(n: number): { values: unknown[] };
  getCell(ref: string): { value: unknown; formula?: string };
  addRow(values: unknown[]): unknown;
}
interface Workbook {
  xlsx: { load(data: ArrayBuffer | Buffer): Promise<Workbook>; writeBuffer(): Promise<ArrayBuffer> };
  worksheets: Worksheet[];
  getWorksheet(name: string): Worksheet | undefined;
  addWorksheet(name: string): Worksheet;
}

/** exceljs, as the server uses it. */
export const ExcelJS = fromServer('exceljs') as { Workbook: new () => Workbook };
/** iconv-lite, as the server uses it. */
export const iconv = fromServer('iconv-lite') as { decode(bytes: Buffer, encoding: string): string };
/** jszip, which exceljs reads workbooks with. */
export const JSZip = fromExcel('jszip') as { loadAsync(data: Buffer): Promise<{ files: Record<string, { dir: boolean; async(type: 'nodebuffer'): Promise<Buffer> }> }> };
export type { Workbook };
