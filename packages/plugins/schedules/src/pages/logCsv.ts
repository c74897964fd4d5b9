/** One CSV field: quoted when it holds a separator, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text (CRLF lines, a BOM so spreadsheet programs read UTF-8) of a header and rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
