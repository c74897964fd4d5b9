import { csvLine } from '@fleetdeck/model';

/** CSV text (CRLF lines, a BOM so spreadsheet programs read UTF-8) of a header and rows; formula-like cells defused. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
}
