import { describe, expect, it } from 'vitest';
import { brushRect, withImageName } from './occupancyBrush.js';

describe('occupancy brush', () => {
  it('covers a square around the point, clipped to the image', () => {
    expect(brushRect({ x: 10.7, y: 20.2 }, 5, { width: 100, height: 100 })).toEqual({ x: 8, y: 18, width: 5, height: 5 });
    expect(brushRect({ x: 0, y: 0 }, 5, { width: 100, height: 100 })).toEqual({ x: 0, y: 0, width: 3, height: 3 });
    expect(brushRect({ x: -10, y: 5 }, 3, { width: 100, height: 100 })).toBeUndefined();
  });

  it('names the edited PNG in map.yaml and keeps every other value', () => {
    expect(withImageName('image: old.pgm\nresolution: 0.05\n', 'map-edited.png')).toBe('image: map-edited.png\nresolution: 0.05\n');
    expect(withImageName('resolution: 0.05\n', 'm.png')).toBe('image: m.png\nresolution: 0.05\n');
  });
});
