import { describe, expect, it } from 'vitest';
import { batteryPoints, sparklinePath } from './batteryPoints.js';

const sample = (at: string, batteryPercent: number | null) => ({ at, connection: 'online', status: 1, batteryPercent, batteryState: 'active' });

describe('battery sparkline', () => {
  it('orders readings oldest first and skips samples without a battery', () => {
    const points = batteryPoints([sample('2026-01-01T00:02:00Z', 50), sample('2026-01-01T00:01:00Z', null), sample('2026-01-01T00:00:00Z', 100)]);
    expect(points).toEqual([{ at: Date.parse('2026-01-01T00:00:00Z'), percent: 100 }, { at: Date.parse('2026-01-01T00:02:00Z'), percent: 50 }]);
  });

  it('maps time across the width and 0-100% from bottom to top', () => {
    expect(sparklinePath([{ at: 0, percent: 100 }, { at: 50, percent: 50 }, { at: 100, percent: 0 }], 0, 100, 200, 40)).toBe('0.0,0.0 100.0,20.0 200.0,40.0');
    expect(sparklinePath([{ at: -10, percent: 120 }], 0, 100, 200, 40)).toBe('0.0,0.0');
  });
});
