import { describe, expect, it } from 'vitest';
import { batteryPoints } from './batteryPoints.js';

const sample = (at: string, batteryPercent: number | null) => ({ at, connection: 'online', status: 1, batteryPercent, batteryState: 'active' });

describe('battery points', () => {
  it('orders readings oldest first and skips samples without a battery', () => {
    const points = batteryPoints([sample('2026-01-01T00:02:00Z', 50), sample('2026-01-01T00:01:00Z', null), sample('2026-01-01T00:00:00Z', 100)]);
    expect(points).toEqual([{ at: Date.parse('2026-01-01T00:00:00Z'), percent: 100 }, { at: Date.parse('2026-01-01T00:02:00Z'), percent: 50 }]);
  });
});
