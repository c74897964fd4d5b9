import { describe, expect, it } from 'vitest';
import type { ArchiveSegment } from '@fleetdeck/model';
import { recordedSpans } from './recordedSpans.js';

const segment = (id: number, startsAt: string, durationMs = 60_000): ArchiveSegment => {
  const at = new Date(`2026-11-26T${startsAt}Z`);
  return { id, startsAt: at.toISOString(), durationMs, hour: at.getUTCHours(), minute: at.getUTCMinutes(), size: 1, mimeType: 'video/mp4', quality: '360p', width: 640, height: 360 };
};

describe('recordedSpans', () => {
  it('joins recordings that follow one another and keeps a gap between runs', () => {
    const spans = recordedSpans([segment(1, '10:00:00.000'), segment(2, '10:01:00.400'), segment(3, '10:02:01.000'), segment(4, '10:10:00.000')]);
    expect(spans.map((s) => [s.first.id, s.segments.length, new Date(s.startsAt).toISOString().slice(11, 19), new Date(s.endsAt).toISOString().slice(11, 19)])).toEqual([
      [1, 3, '10:00:00', '10:03:01'],
      [4, 1, '10:10:00', '10:11:00'],
    ]);
  });

  it('draws a day recorded minute after minute as one span', () => {
    const day = Array.from({ length: 1440 }, (_, i) => segment(i + 1, new Date(Date.UTC(2026, 10, 26) + i * 60_000).toISOString().slice(11, 23)));
    expect(recordedSpans(day)).toHaveLength(1);
  });
});
