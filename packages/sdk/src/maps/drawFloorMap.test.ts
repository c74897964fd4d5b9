import { describe, expect, it } from 'vitest';
import { BLANK_FLOOR_FRAME, fitFloor, floorToScreen, markerAt } from './drawFloorMap.js';

describe('floor map drawing', () => {
  it('fits the sheet in the box and places map points on screen, y up', () => {
    const view = fitFloor(BLANK_FLOOR_FRAME, { width: 1600, height: 600 });
    expect(view).toEqual({ scale: 1, x: 400, y: 0 });
    expect(floorToScreen(BLANK_FLOOR_FRAME, view, { x: 20, y: 15 })).toEqual({ x: 800, y: 300 });
    expect(floorToScreen(BLANK_FLOOR_FRAME, view, { x: 0, y: 0 })).toEqual({ x: 400, y: 600 });
  });

  it('finds the nearest marker within the radius', () => {
    const points = new Map([[1, { x: 10, y: 10 }], [2, { x: 18, y: 10 }]]);
    expect(markerAt(points, { x: 16, y: 10 })).toBe(2);
    expect(markerAt(points, { x: 100, y: 100 })).toBeUndefined();
  });
});
