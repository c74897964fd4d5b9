import { describe, expect, it } from 'vitest';
import { areaInsideImage, polygonToRectangle, rectangleToPolygon, toAsillaBody } from './asillaForm.js';

describe('asilla detection area', () => {
  it('turns a rectangle in percent into the four corners as fractions, and back', () => {
    const area = { enabled: true, x: 10, y: 20, width: 60, height: 50 };
    const polygon = rectangleToPolygon(area);
    expect(polygon).toEqual([{ x: 0.1, y: 0.2 }, { x: 0.7, y: 0.2 }, { x: 0.7, y: 0.7 }, { x: 0.1, y: 0.7 }]);
    expect(polygonToRectangle(polygon)).toEqual(area);
  });

  it('reads no polygon as the whole image and sends a disabled area as null', () => {
    expect(polygonToRectangle(null)).toMatchObject({ enabled: false, width: 100, height: 100 });
    expect(toAsillaBody({ name: 'n', area: { enabled: false, x: 5, y: 5, width: 5, height: 5 } }).detectionArea).toBeNull();
  });

  it('knows when a rectangle leaves the image', () => {
    expect(areaInsideImage({ enabled: true, x: 50, y: 0, width: 50, height: 100 })).toBe(true);
    expect(areaInsideImage({ enabled: true, x: 60, y: 0, width: 50, height: 10 })).toBe(false);
  });
});
