import { jsonErrorOffset } from './jsonErrorOffset.js';

/** Outcome of reading the console's command box. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; line: number; column: number; found: string | null };

/** Line and column (both from 1) of a character offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Parses JSON; a syntax error answers its line, column and the character found there (null: the end). */
export function parseJsonWithPosition(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Engines word the error differently and in English only; the console names the character itself.
    const offset = jsonErrorOffset(text) ?? text.length;
    return { ok: false, ...lineColumnAt(text, offset), found: offset < text.length ? text.charAt(offset) : null };
  }
}
