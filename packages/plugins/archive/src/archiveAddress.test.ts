import { describe, expect, it } from 'vitest';
import { dayPath, minuteAfter, minuteBefore, minutePath, segmentAt, shiftDay, spanOnDay } from './archiveAddress.js';

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
});
