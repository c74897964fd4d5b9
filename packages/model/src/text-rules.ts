import { Type } from '@sinclair/typebox';
import type { RuleMessageCode } from './rule-messages.js';

// §5 "required" means a person wrote something: a name of spaces only (ASCII, U+3000 ideographic,
// no-break, zero-width) is as empty as "", and control characters (NUL, escape, C1) are never text
// anyone typed. The rules are JSON Schema patterns so the server and the browser forms check the
// same thing; JavaScript's \s covers every Unicode space separator, U+3000 and U+FEFF included.
const INVISIBLE = '\\s\\u200B-\\u200D\\u2060';
const CONTROL = '\\u0000-\\u001F\\u007F-\\u009F';
// Multi-line text keeps tab, line feed and carriage return.
const CONTROL_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

/** One line with at least one visible character and no control character. */
export const RequiredLinePattern = `^(?=[\\s\\S]*[^${INVISIBLE}])[^${CONTROL}]*$`;
/** Several lines with at least one visible character and no control character but tab and line breaks. */
export const RequiredLinesPattern = `^(?=[\\s\\S]*[^${INVISIBLE}])[^${CONTROL_BUT_LINE_BREAKS}]*$`;
/** One line without control characters (may be empty). */
export const LinePattern = `^[^${CONTROL}]*$`;
/** Several lines without control characters but tab and line breaks (may be empty). */
export const LinesPattern = `^[^${CONTROL_BUT_LINE_BREAKS}]*$`;

/** A required one-line text (names, titles): not blank, no control characters, at most `maxLength`. */
export const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: RequiredLinePattern });
/** A required multi-line text (bodies, answers, definitions): not blank, line breaks allowed. */
export const RequiredMultilineText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: RequiredLinesPattern });
/** An optional one-line text (addresses, labels): may be empty, no control characters. */
export const LineText = (maxLength: number) => Type.String({ maxLength, pattern: LinePattern });
/** An optional multi-line text (descriptions, notes): may be empty, line breaks allowed. */
export const MultilineText = (maxLength: number) => Type.String({ maxLength, pattern: LinesPattern });

/**
 * A text of digits only, at most `maxDigits` of them (§5 "hardware revision numeric, at most 3
 * digits"). One pattern carries both rules, so "12a4" breaks one rule and reads "digits only" rather
 * than a length limit; `digitsLimitOf` reads the limit back for the message.
 */
export const DigitsText = (maxDigits: number) => Type.String({ pattern: `^[0-9]{0,${maxDigits}}$` });

/** The most digits a `DigitsText` pattern allows, undefined for any other pattern. */
export function digitsLimitOf(pattern: unknown): number | undefined {
  const match = typeof pattern === 'string' ? /^\^\[0-9\]\{0,(\d+)\}\$$/.exec(pattern) : null;
  return match ? Number(match[1]) : undefined;
}

/** Rule codes (keys of `RuleMessages`, so each has its ja/en message) a text pattern failure is reported with. */
export const TextRuleCodes = ['notBlank', 'controlCharacters', 'controlCharactersMultiline'] as const satisfies readonly RuleMessageCode[];
export type TextRuleCode = (typeof TextRuleCodes)[number];

const MULTILINE = new Set([RequiredLinesPattern, LinesPattern]);
const TEXT_PATTERNS = new Set([RequiredLinePattern, RequiredLinesPattern, LinePattern, LinesPattern]);

/**
 * The rule a value broke when it failed one of the text patterns above, so a person reads
 * "enter a character other than spaces" instead of a regular expression; undefined for any
 * other pattern. Without the value (unknown), the control-character rule is assumed only when
 * the pattern cannot fail for blankness.
 */
export function textRuleOf(pattern: unknown, value: unknown): TextRuleCode | undefined {
  if (typeof pattern !== 'string' || !TEXT_PATTERNS.has(pattern)) return undefined;
  const multiline = MULTILINE.has(pattern);
  const controlCode = multiline ? 'controlCharactersMultiline' : 'controlCharacters';
  if (typeof value === 'string' && !new RegExp(multiline ? LinesPattern : LinePattern, 'u').test(value)) return controlCode;
  if (pattern === LinePattern || pattern === LinesPattern) return controlCode;
  return 'notBlank';
}
