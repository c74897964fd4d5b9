import { describe, expect, it } from 'vitest';
import {
  formatDate, formatDateTime, formatDuration, formatNumber, formatPercent, formatRelativeTime, formatTimeOfDay,
} from './formatters.js';
import { toDate } from './toDate.js';

// Local times, so the expectations hold in any time zone the tests run in.
const local = new Date(2026, 10, 26, 9, 31, 12);
const iso = local.toISOString();
const ms = local.getTime();
const seconds = Math.floor(ms / 1000);

describe('toDate', () => {
  it('reads ISO strings, Dates and epoch numbers, seconds below 1e11 and milliseconds above', () => {
    expect(toDate(iso)?.getTime()).toBe(ms);
    expect(toDate(local)?.getTime()).toBe(ms);
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(seconds)?.getTime()).toBe(seconds * 1000);
    expect(toDate(String(seconds))?.getTime()).toBe(seconds * 1000);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
  });

  it('gives undefined for nothing, junk and invalid dates', () => {
    for (const value of [null, undefined, '', 'not a date', {}, new Date(Number.NaN), true]) expect(toDate(value)).toBeUndefined();
  });
});

describe('dates and times', () => {
  it('shows date and time as dateStyle medium + timeStyle short in both languages', () => {
    expect(formatDateTime(iso, 'ja')).toBe('2026/11/26 9:31');
    expect(formatDateTime(iso, 'en')).toBe('Nov 26, 2026, 9:31 AM');
  });

  it('adds seconds when asked, for logs and events', () => {
    expect(formatDateTime(iso, 'ja', { seconds: true })).toBe('2026/11/26 9:31:12');
    expect(formatDateTime(iso, 'en', { seconds: true })).toBe('Nov 26, 2026, 9:31:12 AM');
  });

  it('shows the same text for ISO, epoch seconds, epoch milliseconds and Date input', () => {
    const minute = new Date(2026, 10, 26, 9, 31);
    for (const value of [minute.toISOString(), minute.getTime(), minute.getTime() / 1000, minute]) {
      expect(formatDateTime(value, 'ja')).toBe('2026/11/26 9:31');
    }
  });

  it('shows dates and times of day on their own', () => {
    expect(formatDate(iso, 'ja')).toBe('2026/11/26');
    expect(formatDate(iso, 'en')).toBe('Nov 26, 2026');
    expect(formatTimeOfDay(iso, 'ja')).toBe('9:31');
    expect(formatTimeOfDay(iso, 'en')).toBe('9:31 AM');
  });

  it('shows nothing for no time and an unreadable time as it came', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('', 'ja')).toBe('');
    expect(formatDateTime({ at: 1 }, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDate(undefined, 'ja')).toBe('');
  });

  it('says how long ago or ahead in words', () => {
    expect(formatRelativeTime(ms - 3 * 60_000, 'en', ms)).toBe('3 minutes ago');
    expect(formatRelativeTime(ms - 3 * 60_000, 'ja', ms)).toBe('3 分前');
    expect(formatRelativeTime(ms + 86_400_000, 'en', ms)).toBe('tomorrow');
    expect(formatRelativeTime(ms + 86_400_000, 'ja', ms)).toBe('明日');
    expect(formatRelativeTime(seconds - 7200, 'en', ms)).toBe('2 hours ago');
    expect(formatRelativeTime(ms, 'en', ms)).toBe('now');
  });
});

describe('numbers', () => {
  it('rounds odd floats to at most 2 fraction digits', () => {
    expect(formatNumber(0.1 + 0.75, {}, 'en')).toBe('0.85');
    expect(formatNumber(0.8500000000000001, {}, 'ja')).toBe('0.85');
    expect(formatNumber(1234.5678, {}, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.5678, {}, 'ja')).toBe('1,234.57');
    expect(formatNumber(3, {}, 'en')).toBe('3');
  });

  it('gives more fraction digits, or a unit, when asked', () => {
    expect(formatNumber(35.681236, { maximumFractionDigits: 6 }, 'en')).toBe('35.681236');
    expect(formatNumber(36.55, { unit: 'celsius', maximumFractionDigits: 1 }, 'en')).toBe('36.6°C');
    expect(formatNumber(2, { minimumFractionDigits: 1 }, 'ja')).toBe('2.0');
  });

  it('shows nothing for no number', () => {
    expect(formatNumber(null, {}, 'en')).toBe('');
    expect(formatNumber(Number.NaN, {}, 'en')).toBe('');
    expect(formatPercent(undefined, 'ja')).toBe('');
  });

  it('shows a ratio as a whole percentage', () => {
    expect(formatPercent(0.8500000000000001, 'en')).toBe('85%');
    expect(formatPercent(0.8500000000000001, 'ja')).toBe('85%');
    expect(formatPercent(0.127, 'en')).toBe('13%');
    expect(formatPercent(0.1234, 'en', 1)).toBe('12.3%');
  });
});

describe('durations', () => {
  it('shows hours, minutes and seconds, leaving out zero parts', () => {
    expect(formatDuration(3_900_000, 'en')).toBe('1 hr 5 min');
    expect(formatDuration(3_900_000, 'ja')).toBe('1 時間5 分');
    expect(formatDuration(61_000, 'en')).toBe('1 min 1 sec');
    expect(formatDuration(400, 'en')).toBe('0 sec');
    expect(formatDuration(null, 'en')).toBe('');
  });
});
