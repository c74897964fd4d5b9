import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOOR_BOUNDS, FloorArea, clampToFloor, graphBounds } from './floor-area.js';

describe('graphBounds', () => {
  it('is the default rectangle for a graph inside it, or with nothing on it', () => {
    expect(graphBounds([])).toEqual(DEFAULT_FLOOR_BOUNDS);
    expect(graphBounds([{ x: 5, y: 5 }, { x: 30, y: 20 }])).toEqual(DEFAULT_FLOOR_BOUNDS);
  });

  it('grows to take in waypoints and areas beyond it, with a margin', () => {
    expect(graphBounds([{ x: -12, y: 3 }, { x: 80, y: 60 }])).toEqual({ minX: -14, minY: 0, maxX: 82, maxY: 62 });
  });
});

describe('clampToFloor', () => {
  it('keeps a point inside the default rectangle unless told a world', () => {
    expect(clampToFloor(60, -5)).toEqual({ x: FloorArea.width - FloorArea.margin, y: FloorArea.margin, clamped: true });
    expect(clampToFloor(60, -5, graphBounds([{ x: 70, y: -10 }]))).toEqual({ x: 60, y: -5, clamped: false });
  });
});
