import { useMemo } from 'react';
import { useLanguage, type Language } from '../i18n/language.js';
import {
  formatDate, formatDateTime, type DateTimeFormatOptions, formatDuration, formatNumber, formatPercent, formatRelativeTime, formatTimeOfDay, type NumberFormatOptions,
} from './formatters.js';

/**
 * The house-style formatters bound to the language on screen (see `formatDateTime` and friends).
 * @group Formatting
 * @example
 * ```tsx
 * const format: Format = useFormat();
 * <TableCell>{format.number(reading.value)}</TableCell>;
 * ```
 */
export interface Format {
  language: Language;
  dateTime: (value: unknown, options?: DateTimeFormatOptions) => string;
  date: (value: unknown) => string;
  time: (value: unknown) => string;
  relative: (value: unknown, now?: number) => string;
  number: (value: number | null | undefined, options?: NumberFormatOptions) => string;
  percent: (ratio: number | null | undefined, fractionDigits?: number) => string;
  duration: (ms: number | null | undefined) => string;
}

function bind(language: Language): Format {
  return {
    language,
    dateTime: (value, options) => formatDateTime(value, language, options),
    date: (value) => formatDate(value, language),
    time: (value) => formatTimeOfDay(value, language),
    relative: (value, now) => formatRelativeTime(value, language, now),
    number: (value, options) => formatNumber(value, options, language),
    percent: (ratio, fractionDigits) => formatPercent(ratio, language, fractionDigits),
    duration: (ms) => formatDuration(ms, language),
  };
}

/**
 * Dates, times, numbers, percentages and durations in the user's language; re-renders when it changes.
 * @group Formatting
 * @example
 * ```tsx
 * const format = useFormat();
 * return <Text>{format.dateTime(record.updatedAt)} · {format.percent(battery / 100)}</Text>;
 * ```
 */
export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(() => bind(language), [language]);
}
