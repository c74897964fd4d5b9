import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../format/formatters.js';
import { fromLocalInput, toLocalInput } from './dateTimeText.js';

describe('date-time text', () => {
  it('shows a stored time in local time and nothing for none or junk types', () => {
    const iso = new Date(2026, 10, 22, 9, 5).toISOString();
    // The list's time is the SDK formatter's house style (format/formatters.test.ts covers it in full).
    expect(formatDateTime(iso, 'ja')).toBe('2026/11/22 9:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('round-trips a datetime-local input value', () => {
    const iso = new Date(2026, 0, 2, 3, 4).toISOString();
    expect(toLocalInput(iso)).toBe('2026-01-02T03:04');
    expect(fromLocalInput('2026-01-02T03:04')).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('garbage')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(Math.floor(new Date(2026, 0, 2, 3, 4).getTime() / 1000))).toBe('2026-01-02T03:04');
  });
});
