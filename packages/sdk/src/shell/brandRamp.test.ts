import { describe, expect, it } from 'vitest';
import { brandRamp, PRIMARY_COLOR } from './brandRamp.js';

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
}

describe('brandRamp', () => {
  it('puts the primary colour #1890A1 at 80 of a full 10..160 ramp', () => {
    const ramp = brandRamp() as unknown as Record<number, string>;
    expect(PRIMARY_COLOR).toBe('#1890A1');
    expect(Object.keys(ramp).map(Number)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    expect(ramp[80]?.toLowerCase()).toBe('#1890a1');
  });

  it('gets strictly lighter from 10 to 160', () => {
    const ramp = brandRamp('#336699') as unknown as Record<number, string>;
    for (let shade = 20; shade <= 160; shade += 10) {
      expect(luminance(ramp[shade] as string)).toBeGreaterThan(luminance(ramp[shade - 10] as string));
    }
  });

  it('refuses colours that are not #rrggbb', () => {
    expect(() => brandRamp('teal')).toThrow(/rrggbb/);
  });
});
