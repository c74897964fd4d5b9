import { describe, expect, it } from 'vitest';
import type { ScheduleOccurrence } from '@fleetdeck/model';
import { monthDays } from './monthDays.js';
import { wallDate } from './localTime.js';

const at = (localStart: string, title = 'Patrol') => ({ localStart, localEnd: localStart, title } as ScheduleOccurrence);
const range = { start: wallDate('2026-11-01T00:00'), end: wallDate('2026-11-08T00:00') };

describe('monthDays', () => {
  it('keeps a day with at most the limit whole', () => {
    const day = [at('2026-11-02T10:00'), at('2026-11-02T09:00'), at('2026-11-02T11:00')];
    expect(monthDays(day, range, 3)).toEqual({ shown: [day[1], day[0], day[2]], more: [] });
  });
  it('shows a fuller day\'s earliest and summarizes the rest, day by day', () => {
    const day = ['12:00', '09:00', '10:00', '11:00'].map((time) => at(`2026-11-03T${time}`));
    const other = at('2026-11-02T08:00');
    const { shown, more } = monthDays([...day, other], range, 2);
    expect(shown.map((o) => o.localStart)).toEqual(['2026-11-02T08:00', '2026-11-03T09:00', '2026-11-03T10:00']);
    expect(more).toEqual([{ day: '2026-11-03', hidden: [day[3], day[0]] }]);
    expect(monthDays(day, range, 3).more).toEqual([{ day: '2026-11-03', hidden: [day[0]] }]);
  });
  it('leaves out what starts outside the visible range', () => {
    const { shown } = monthDays([at('2026-10-31T23:00'), at('2026-11-07T23:00'), at('2026-11-08T00:00')], range, 3);
    expect(shown.map((o) => o.localStart)).toEqual(['2026-11-07T23:00']);
  });
});
