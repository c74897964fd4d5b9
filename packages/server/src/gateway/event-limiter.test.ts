import { describe, expect, it } from 'vitest';
import { EventLimiter } from './event-limiter.js';

describe('EventLimiter', () => {
  it('admits a burst, then the refill rate, and tells of refusals once per window', () => {
    const limiter = new EventLimiter(3, 2, 10_000);
    const at = (now: number) => limiter.take(7, now);
    expect([at(0), at(0), at(0)].every((a) => a.admitted)).toBe(true);
    const first = at(0);
    expect(first).toEqual({ admitted: false, retryAfterMs: 500, notice: { refusedSinceLastNotice: 1 } });
    expect(at(100)).toMatchObject({ admitted: false, notice: null });
    expect(at(200)).toMatchObject({ admitted: false, notice: null });
    // Half a second at 2 a second brings one token back.
    expect(at(500).admitted).toBe(true);
    expect(at(600)).toMatchObject({ admitted: false, notice: null });
    // A new window: the refusals since the last notice are counted in the next one.
    expect(at(10_001)).toMatchObject({ admitted: true });
    for (let i = 0; i < 2; i++) at(10_001);
    expect(at(10_001)).toMatchObject({ admitted: false, notice: { refusedSinceLastNotice: 4 } });
  });

  it('keeps one bucket per robot', () => {
    const limiter = new EventLimiter(1, 1, 10_000);
    expect(limiter.take(1, 0).admitted).toBe(true);
    expect(limiter.take(1, 0).admitted).toBe(false);
    expect(limiter.take(2, 0).admitted).toBe(true);
  });
});
