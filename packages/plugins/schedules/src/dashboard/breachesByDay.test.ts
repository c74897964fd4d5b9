import { describe, expect, it } from 'vitest';
import { breachesByDay } from './breachesByDay.js';

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

describe('breachesByDay', () => {
  it('counts each level per day over the last days, every day present, older rows left out', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const rows = [
      { level: 9, occurredAt: '2026-11-26T01:00:00Z' },
      { level: 9, occurredAt: '2026-11-26T02:00:00Z' },
      { level: 5, occurredAt: '2026-11-24T23:59:00Z' },
      { level: 0, occurredAt: '2026-11-20T10:00:00Z' },
    ] as const;
    expect(breachesByDay(rows, now, 3, utcDay)).toEqual([
      { day: '2026-11-24', counts: { 0: 0, 5: 1, 9: 0 } },
      { day: '2026-11-25', counts: { 0: 0, 5: 0, 9: 0 } },
      { day: '2026-11-26', counts: { 0: 0, 5: 0, 9: 2 } },
    ]);
  });
});
