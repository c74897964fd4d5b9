import { jsonSyntaxError } from '@fleetdeck/model';

/** Outcome of reading the console's command box. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; line: number; column: number; found: string | null };

/** Line and column (both from 1) of a character offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Character offset of a line and column (both from 1); the inverse of `lineColumnAt`. */
function offsetAt(text: string, line: number, column: number): number {
  const lineStart = text.split('\n').slice(0, line - 1).reduce((start, previous) => start + previous.length + 1, 0);
  return lineStart + column - 1;
}

/** Parses JSON; a syntax error answers its line, column and the character found there (null: the end). */
export function parseJsonWithPosition(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Engines word the error differently and in English only; the model's scanner (the one the
    // server and the JSON form fields use) names the position, and the console the character there.
    const problem = jsonSyntaxError(text);
    const where = problem ? { line: problem.line, column: problem.column } : lineColumnAt(text, text.length);
    const offset = offsetAt(text, where.line, where.column);
    return { ok: false, ...where, found: offset < text.length ? text.charAt(offset) : null };
  }
}
