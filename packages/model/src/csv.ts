/** A value one CSV cell holds. */
export type CsvValue = string | number | null;

// A text cell a spreadsheet program would run as a formula (=, +, -, @, or a tab or carriage
// return before one) gets a leading apostrophe, as OWASP advises against CSV injection: names,
// reasons and comments are typed by users and robots, and an export is opened by someone else.
// Plain numbers written as text ("-3.5") are left alone, so readings keep their values.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** One CSV field: formula-like text defused, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF, as spreadsheet programs expect. */
export function csvLine(values: ReadonlyArray<CsvValue>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
