import { describe, expect, it } from 'vitest';
import { accessibleBrandStep, contrastRatio } from './brandContrast.js';
import { brandRamp } from './brandRamp.js';

describe('contrastRatio', () => {
  it('gives WCAG ratios: 21 for black on white, 3.78 for white on #1890A1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#1890A1')).toBeCloseTo(3.78, 1);
  });
});

describe('accessibleBrandStep', () => {
  it('picks a darker step of the #1890A1 ramp that passes AA against white and the selected tint', () => {
    const ramp = brandRamp() as unknown as Record<number, string>;
    const step = accessibleBrandStep(brandRamp());
    expect(step).toBe(60);
    expect(contrastRatio(ramp[step] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ramp[step] as string, ramp[160] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand colour itself when it already passes', () => {
    expect(accessibleBrandStep(brandRamp('#0f4c81'))).toBe(80);
  });
});
