import type { ExportRow } from './export-rows.js';

// Characters XML 1.0 cannot carry at all (exceljs drops them too), and the five it escapes.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/g;
const SPECIAL = /[<>&'"]/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Column letters A, B, … AZ, … for a zero-based index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(SPECIAL, (char) => ENTITY[char]!);
}

/**
 * One `<row>` of a worksheet's `sheetData`, as exceljs's row and cell renderers write it without
 * shared strings or styles: numbers as values, strings as `t="str"`, empty cells left out.
 * exceljs builds a row model, a cell model per value and an XML node tree for each row; for an
 * export of 100,000 rows that was most of the time (bench/report-export), so rows are rendered here.
 */
export function sheetRowXml(rowNumber: number, values: ExportRow, letters: readonly string[]): string {
  let cells = '';
  let first = 0;
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) continue;
    if (first === 0) first = i + 1;
    last = i + 1;
    const ref = `${letters[i] ?? columnLetters(i)}${rowNumber}`;
    cells += typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
  }
  const spans = first > 0 ? ` spans="${first}:${last}"` : '';
  return `<row r="${rowNumber}"${spans} x14ac:dyDescent="0.25">${cells}</row>`;
}
