import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE, safeRedirect } from './sessionStore.js';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/robot/12/activity?tab=2')).toBe('/robot/12/activity?tab=2');
  });

  it('falls back to robot/control for missing or off-site targets', () => {
    expect(safeRedirect(null)).toBe(DEFAULT_PAGE);
    expect(safeRedirect('https://evil.example')).toBe(DEFAULT_PAGE);
    expect(safeRedirect('//evil.example/x')).toBe(DEFAULT_PAGE);
    expect(DEFAULT_PAGE).toBe('/robot/control');
  });
});
