import { describe, expect, it } from 'vitest';
import { speedPoints, speedSummary } from './speedPoints.js';

const sample = (at: string, speed: number | null | undefined) => ({ at, connection: 'online', status: 1, batteryPercent: 50, batteryState: 'active', speed });

describe('speed chart', () => {
  it('orders readings oldest first and skips samples without a speed', () => {
    const points = speedPoints([sample('2026-01-01T00:02:00Z', 0.6), sample('2026-01-01T00:01:00Z', null), sample('2026-01-01T00:01:30Z', undefined), sample('2026-01-01T00:00:00Z', 0)]);
    expect(points).toEqual([{ at: Date.parse('2026-01-01T00:00:00Z'), speed: 0 }, { at: Date.parse('2026-01-01T00:02:00Z'), speed: 0.6 }]);
  });

  it('says the highest and mean speed', () => {
    expect(speedSummary([{ at: 0, speed: 0.2 }, { at: 1, speed: 0.6 }])).toEqual({ max: 0.6, mean: 0.4 });
    expect(speedSummary([])).toEqual({ max: 0, mean: 0 });
  });
});
