import { describe, expect, it } from 'vitest';
import type { ArchiveDayMark } from '@fleetdeck/model';
import { groupMarks } from './markGroups.js';

const mark = (kind: ArchiveDayMark['kind'], at: string, id = 1): ArchiveDayMark => ({ kind, id, at: `2026-11-26T${at}Z`, label: `L${id}`, level: 0, message: null });

describe('groupMarks', () => {
  it('gathers marks of one kind within one minute into one place, keeping the first', () => {
    const groups = groupMarks([mark('event', '10:05:01.000', 1), mark('event', '10:05:59.000', 2), mark('thresholdBreach', '10:05:30.000', 3), mark('event', '10:06:00.000', 4)], '2026-11-26');
    expect(groups.map((g) => [g.kind, g.minuteOfDay, g.count, g.first.id])).toEqual([
      ['event', 605, 2, 1],
      ['thresholdBreach', 605, 1, 3],
      ['event', 606, 1, 4],
    ]);
    expect(groups[0]?.at).toBe(Date.parse('2026-11-26T10:05:01.000Z'));
  });
});
