/** The text an input shows for a form value ('' for none). */
export function displayValue(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The form value for typed text: a number when `numeric` and the text is one, '' when empty, else the text (the schema then reports it). */
export function parseInput(text: string, numeric: boolean): string | number {
  if (!numeric) return text;
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}
