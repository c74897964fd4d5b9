import { describe, expect, it } from 'vitest';
import type { ScheduleOccurrence, ScheduleRecord } from '@fleetdeck/model';
import { movedEntry, splitOccurrence } from './moveEntry.js';
import { wallDate } from './localTime.js';

const entry = (over: Partial<ScheduleRecord>): ScheduleRecord => ({
  id: 1, organizationId: 1, title: 'Patrol', buildingId: 1, robotId: 1, flowId: 1, start: '2026-11-02T09:00', end: '2026-11-02T10:00',
  repeat: 'weekly', weekdays: ['monday'], until: null, exceptions: [], priority: false, description: '', createdAt: '', updatedAt: '', ...over,
});
const occurrence = (localStart: string, localEnd: string) => ({ localStart, localEnd } as ScheduleOccurrence);

describe('movedEntry', () => {
  it('moves a weekly entry by the drag and its weekday with it', () => {
    const moved = movedEntry(entry({}), occurrence('2026-11-23T09:00', '2026-11-23T10:00'), wallDate('2026-11-25T11:00'), wallDate('2026-11-25T12:00'));
    expect(moved).toEqual({ start: '2026-11-04T11:00', end: '2026-11-04T12:00', weekdays: ['wednesday'] });
  });
  it('changes only the end on a resize, and a one-off entry takes its new day', () => {
    expect(movedEntry(entry({}), occurrence('2026-11-23T09:00', '2026-11-23T10:00'), wallDate('2026-11-23T09:00'), wallDate('2026-11-23T10:30')))
      .toEqual({ start: '2026-11-02T09:00', end: '2026-11-02T10:30' });
    expect(movedEntry(entry({ repeat: 'none', start: '2026-11-23T09:00', end: '2026-11-23T10:00' }), occurrence('2026-11-23T09:00', '2026-11-23T10:00'), wallDate('2026-11-24T09:00'), wallDate('2026-11-24T10:00')))
      .toEqual({ start: '2026-11-24T09:00', end: '2026-11-24T10:00', weekdays: ['tuesday'] });
  });
});

describe('splitOccurrence', () => {
  it('skips the dragged day in the series and makes a one-off at the new time', () => {
    const series = entry({ exceptions: ['2026-12-28'], priority: true, description: 'Lobby' });
    const split = splitOccurrence(series, occurrence('2026-11-23T09:00', '2026-11-23T10:00'), wallDate('2026-11-24T13:30'), wallDate('2026-11-24T14:30'));
    expect(split.series).toEqual({ exceptions: ['2026-11-23', '2026-12-28'] });
    expect(split.single).toEqual({
      title: 'Patrol', buildingId: 1, robotId: 1, flowId: 1, start: '2026-11-24T13:30', end: '2026-11-24T14:30',
      repeat: 'none', weekdays: ['tuesday'], until: null, exceptions: [], priority: true, description: 'Lobby',
    });
    expect(split.undo).toEqual({ exceptions: ['2026-12-28'] });
  });
  it('keeps the day of a resized occurrence skipped once', () => {
    const split = splitOccurrence(entry({ exceptions: ['2026-11-23'] }), occurrence('2026-11-23T09:00', '2026-11-23T10:00'), wallDate('2026-11-23T09:00'), wallDate('2026-11-23T11:00'));
    expect(split.series).toEqual({ exceptions: ['2026-11-23'] });
    expect(split.single).toMatchObject({ start: '2026-11-23T09:00', end: '2026-11-23T11:00', weekdays: ['monday'] });
  });
});
