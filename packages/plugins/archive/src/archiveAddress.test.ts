import { describe, expect, it } from 'vitest';
import { dayPath, minuteAfter, minuteBefore, minutePath, momentPath, segmentAfter, segmentAt, segmentAtMoment, segmentFrom, shiftDay, spanOnDay } from './archiveAddress.js';

describe('archive addresses', () => {
  it('writes the paths of a day and a minute', () => {
    expect(minutePath('UGO-PRO-0001', '2026-11-26', 9, 5)).toBe('/archive/UGO-PRO-0001/2026-11-26/09/05');
    expect(dayPath('UGO-PRO-0001', '2026-11-26')).toBe('/archive/robot/UGO-PRO-0001/2026-11-26');
  });

  it('moves between days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('places a minute on the 24-hour line and finds the segment of a minute', () => {
    const segment = { id: 1, startsAt: '2026-11-26T12:00:00.000Z', durationMs: 60_000, hour: 12, minute: 0, size: 1, mimeType: 'video/mp4' as const, quality: '360p' as const, width: 640, height: 360 };
    expect(spanOnDay(segment, '2026-11-26').left).toBe(50);
    expect(spanOnDay(segment, '2026-11-26').width).toBeCloseTo(100 / 1440);
    expect(segmentAt([segment], 12, 0)).toBe(segment);
    expect(segmentAt([segment], 12, 1)).toBeUndefined();
  });

  it('steps to the next and previous recorded minute, skipping segments of the same minute', () => {
    const at = (id: number, minute: number, second: number) => ({
      id, startsAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`, durationMs: 5000, hour: 10, minute,
      size: 1, mimeType: 'video/mp4' as const, quality: '360p' as const, width: 640, height: 360,
    });
    const day = [at(1, 1, 0), at(2, 1, 30), at(3, 2, 0), at(4, 4, 10)];
    expect(minuteAfter(day, day[0]!)?.id).toBe(3);
    expect(minuteAfter(day, day[2]!)?.id).toBe(4);
    expect(minuteAfter(day, day[3]!)).toBeUndefined();
    expect(minuteBefore(day, day[2]!)?.id).toBe(1);
    expect(minuteBefore(day, day[0]!)).toBeUndefined();
  });

  it('addresses a moment to the millisecond and finds the segment holding it, the latest start winning an overlap', () => {
    expect(momentPath('R1', '2026-11-26', Date.parse('2026-11-26T10:01:00.000Z'))).toBe('/archive/R1/2026-11-26/10/01');
    expect(momentPath('R1', '2026-11-26', Date.parse('2026-11-26T10:01:12.345Z'))).toBe('/archive/R1/2026-11-26/10/01?t=12.345');
    const seg = (id: number, startsAt: string, durationMs: number) => ({
      id, startsAt: `2026-11-26T${startsAt}Z`, durationMs, hour: Number(startsAt.slice(0, 2)), minute: Number(startsAt.slice(3, 5)),
      size: 1, mimeType: 'video/mp4' as const, quality: '360p' as const, width: 640, height: 360,
    });
    // The first segment's end overlaps the second's start by 5 ms, as a recorder's clock allows.
    const day = [seg(1, '10:01:00.000', 12_350), seg(2, '10:01:12.345', 47_655), seg(3, '10:05:00.000', 60_000)];
    expect(segmentAtMoment(day, '2026-11-26', 10, 1, 12.345)).toEqual({ segment: day[1], offsetSeconds: 0 });
    expect(segmentAtMoment(day, '2026-11-26', 10, 1, 5)).toEqual({ segment: day[0], offsetSeconds: 5 });
    expect(segmentAtMoment(day, '2026-11-26', 10, 5, 0)?.segment.id).toBe(3);
    expect(segmentAtMoment(day, '2026-11-26', 10, 3, 0)).toBeUndefined();
    // A minute's segment that overruns into the next minute is not that minute's.
    const overrun = [seg(5, '10:06:56.000', 4_010), seg(6, '10:07:00.005', 4_000)];
    expect(segmentAtMoment(overrun, '2026-11-26', 10, 7, 0)).toEqual({ segment: overrun[1], offsetSeconds: 0 });
    expect(segmentAfter(day, day[0]!)?.id).toBe(2);
    expect(segmentAfter(day, day[2]!)).toBeUndefined();
    // A mark between recordings plays the next one from its start; after the last, nothing.
    expect(segmentFrom(day, Date.parse('2026-11-26T10:03:00.000Z'))).toEqual({ segment: day[2], at: Date.parse('2026-11-26T10:05:00.000Z') });
    expect(segmentFrom(day, Date.parse('2026-11-26T10:01:30.000Z'))?.segment.id).toBe(2);
    expect(segmentFrom(day, Date.parse('2026-11-26T11:00:00.000Z'))).toBeUndefined();
  });
});
