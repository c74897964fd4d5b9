import { currentLanguage, type Language } from '../i18n/language.js';
import { toDate } from './toDate.js';

/*
 * House style (docs/ui-guidelines.md repeats it):
 * - date and time: Intl dateStyle 'medium' + timeStyle 'short' (ja 2026/11/26 9:31, en Nov 26, 2026, 9:31 AM)
 * - date: dateStyle 'medium' (ja 2026/11/26, en Nov 26, 2026); time: timeStyle 'short'
 * - number: at most 2 fraction digits unless the caller's unit needs more (no 0.8500000000000001)
 * - percent: a ratio (0.85) shown with 0 fraction digits (85%)
 * - relative time: the largest whole unit, in words where the language has them ("yesterday", "3 分前")
 * - duration: hours, minutes and seconds, largest first, zero parts left out ("1 hr 5 min")
 * Empty input (null, undefined, '') gives ''; a time that cannot be read is shown as it came.
 */

/**
 * Options of `formatNumber`: the most fraction digits (default 2) and a unit (`celsius`, `meter`…).
 * @group Formatting
 * @example
 * ```ts
 * const options: NumberFormatOptions = { unit: 'celsius', maximumFractionDigits: 1 }; // 36.6°C
 * ```
 */
export interface NumberFormatOptions {
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  unit?: string;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

// Building an Intl formatter is far slower than using one; a table of 5,000 rows formats with a few.
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`dt:${language}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

// What a time that cannot be formatted shows: nothing when empty, the text itself when unreadable.
function unreadable(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function formatTime(value: unknown, options: Intl.DateTimeFormatOptions, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, options).format(date) : unreadable(value);
}

/**
 * Options of `formatDateTime`: `seconds` for logs and events, where several happen within a minute.
 * @group Formatting
 * @example
 * ```ts
 * const options: DateTimeFormatOptions = { seconds: true }; // en Nov 26, 2026, 9:31:07 AM
 * ```
 */
export interface DateTimeFormatOptions {
  seconds?: boolean;
}

/**
 * A date and time (a `DateInput`) in the house style (ja `2026/11/26 9:31`, en `Nov 26, 2026, 9:31 AM`), in the console's language unless given.
 * @group Formatting
 * @example
 * ```ts
 * formatDateTime(record.updatedAt); // ja 2026/11/26 9:31, en Nov 26, 2026, 9:31 AM
 * formatDateTime(event.at, 'en', { seconds: true }); // Nov 26, 2026, 9:31:07 AM
 * ```
 */
export function formatDateTime(value: unknown, language: Language = currentLanguage(), options: DateTimeFormatOptions = {}): string {
  return formatTime(value, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short' }, language);
}

/**
 * A date in the house style (ja `2026/11/26`, en `Nov 26, 2026`).
 * @group Formatting
 * @example
 * ```ts
 * formatDate(contract.contractEndAt); // ja 2026/11/26, en Nov 26, 2026
 * ```
 */
export function formatDate(value: unknown, language: Language = currentLanguage()): string {
  return formatTime(value, { dateStyle: 'medium' }, language);
}

/**
 * A time of day in the house style (ja `9:31`, en `9:31 AM`).
 * @group Formatting
 * @example
 * ```ts
 * formatTimeOfDay(pending.authCodeExpiredAt); // ja 9:31, en 9:31 AM
 * ```
 */
export function formatTimeOfDay(value: unknown, language: Language = currentLanguage()): string {
  return formatTime(value, { timeStyle: 'short' }, language);
}

const relativeUnits: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000], ['month', 30 * 86_400_000], ['week', 7 * 86_400_000], ['day', 86_400_000],
  ['hour', 3_600_000], ['minute', 60_000], ['second', 1000],
];

/**
 * How long ago or how far ahead a time is (en `3 minutes ago`, `tomorrow`; ja `3 分前`, `明日`), from `now`.
 * @group Formatting
 * @example
 * ```ts
 * formatRelativeTime(robot.lastSeenAt); // en 3 minutes ago, ja 3 分前
 * ```
 */
export function formatRelativeTime(value: unknown, language: Language = currentLanguage(), now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return unreadable(value);
  const diff = date.getTime() - now;
  const [unit, size] = relativeUnits.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000];
  return cached(`rt:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(Math.round(diff / size), unit);
}

/**
 * A number with at most 2 fraction digits unless the options ask for more, grouped for the language (`1,234.5`); '' for none.
 * @group Formatting
 * @example
 * ```ts
 * formatNumber(0.1 + 0.75); // 0.85, never 0.8500000000000001
 * ```
 */
export function formatNumber(value: number | null | undefined, options: NumberFormatOptions = {}, language: Language = currentLanguage()): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const { maximumFractionDigits = 2, minimumFractionDigits = 0, unit } = options;
  return numberFormat(language, {
    maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
    minimumFractionDigits,
    ...(unit ? { style: 'unit', unit, unitDisplay: 'short' } : {}),
  }).format(value);
}

/**
 * A ratio as a whole percentage (0.85 → `85%`); pass `fractionDigits` only where a unit needs them.
 * @group Formatting
 * @example
 * ```ts
 * formatPercent(0.85); // 85%
 * ```
 */
export function formatPercent(ratio: number | null | undefined, language: Language = currentLanguage(), fractionDigits = 0): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return '';
  return numberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits }).format(ratio);
}

const unitLists = new Map<Language, Intl.ListFormat>();

function unitList(language: Language): Intl.ListFormat {
  let list = unitLists.get(language);
  if (!list) {
    list = new Intl.ListFormat(language, { style: 'narrow', type: 'unit' });
    unitLists.set(language, list);
  }
  return list;
}

const durationUnits: ReadonlyArray<['hour' | 'minute' | 'second', number]> = [['hour', 3_600_000], ['minute', 60_000], ['second', 1000]];

/**
 * A span of milliseconds as hours, minutes and seconds (en `1 hr, 5 min`, ja `1 時間5 分`); under a second shows `0 sec`.
 * @group Formatting
 * @example
 * ```ts
 * formatDuration(3_900_000); // en 1 hr 5 min, ja 1 時間5 分
 * ```
 */
export function formatDuration(ms: number | null | undefined, language: Language = currentLanguage()): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '';
  let rest = Math.round(Math.abs(ms) / 1000) * 1000;
  const parts: string[] = [];
  for (const [unit, size] of durationUnits) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(numberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
  }
  if (parts.length === 0) parts.push(numberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(0));
  return (ms < 0 ? '-' : '') + unitList(language).format(parts);
}
