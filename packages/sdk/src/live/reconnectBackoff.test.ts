import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnectBackoff.js';

describe('reconnectDelayMs', () => {
  it('starts at 0.5 s and doubles up to 10 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => reconnectDelayMs(a, middle))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('spreads each delay by a quarter either way, never past 10 s', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(375);
    expect(reconnectDelayMs(0, () => 0.999)).toBe(625);
    expect(reconnectDelayMs(3, () => 0)).toBe(3000);
    expect(reconnectDelayMs(8, () => 0.999)).toBe(10_000);
    expect(reconnectDelayMs(8, () => 0)).toBe(7500);
  });
});
