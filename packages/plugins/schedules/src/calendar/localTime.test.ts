import { describe, expect, it } from 'vitest';
import { shiftWeekdays, wallDate, wallNow, wallText, weekdayOf } from './localTime.js';

describe('calendar wall clock', () => {
  it('round-trips a wall clock through the UTC-marked date', () => {
    expect(wallText(wallDate('2026-03-08T02:30'))).toBe('2026-03-08T02:30');
  });
  it('names the weekday of a date and moves weekdays with a drag', () => {
    expect(weekdayOf('2026-11-23T09:00')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(shiftWeekdays(['monday', 'sunday'], 1)).toEqual(['monday', 'tuesday']);
    expect(shiftWeekdays(['monday'], -1)).toEqual(['sunday']);
  });
  it('reads the wall clock of a zone at an instant', () => {
    expect(wallText(wallNow('Asia/Tokyo', Date.parse('2026-07-01T03:00:00Z')))).toBe('2026-07-01T12:00');
  });
});
