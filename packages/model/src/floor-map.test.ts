import { describe, expect, it } from 'vitest';
import { insideMap, mapToPixel, pixelToMap } from './floor-map.js';

const map = { width: 200, height: 100, resolution: 0.05, origin: { x: -2, y: -1, yaw: 0 } };

describe('map frame and image pixels', () => {
  it('puts the lower-left pixel at the origin and rows grow downwards', () => {
    expect(pixelToMap(map, { x: 0, y: 100 })).toEqual({ x: -2, y: -1 });
    const topRight = pixelToMap(map, { x: 200, y: 0 });
    expect(topRight.x).toBeCloseTo(8);
    expect(topRight.y).toBeCloseTo(4);
  });

  it('turns back what it turned, with a rotated origin too', () => {
    const turned = { ...map, origin: { x: 1.5, y: -3, yaw: 0.7 } };
    const back = mapToPixel(turned, pixelToMap(turned, { x: 37, y: 81 }));
    expect(back.x).toBeCloseTo(37);
    expect(back.y).toBeCloseTo(81);
  });

  it('knows which points lie on the image', () => {
    expect(insideMap(map, { x: 0, y: 0 })).toBe(true);
    expect(insideMap(map, { x: 9, y: 0 })).toBe(false);
    expect(insideMap(map, { x: 0, y: -1.5 })).toBe(false);
  });
});
