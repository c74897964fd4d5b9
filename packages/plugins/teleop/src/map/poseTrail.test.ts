import { describe, expect, it } from 'vitest';
import { TRAIL_MAX, extendTrail, trailView } from './poseTrail.js';

describe('extendTrail', () => {
  it('keeps a position that moved and skips one that did not', () => {
    const one = extendTrail([], { x: 1, y: 1 });
    expect(one).toEqual([{ x: 1, y: 1 }]);
    expect(extendTrail(one, { x: 1.01, y: 1 })).toBe(one);
    expect(extendTrail(one, { x: 1.5, y: 1 })).toHaveLength(2);
  });

  it('drops the oldest past its length', () => {
    let trail = extendTrail([], { x: 0, y: 0 });
    for (let i = 1; i <= TRAIL_MAX + 5; i++) trail = extendTrail(trail, { x: i, y: 0 });
    expect(trail).toHaveLength(TRAIL_MAX);
    expect(trail[trail.length - 1]).toEqual({ x: TRAIL_MAX + 5, y: 0 });
  });
});

describe('trailView', () => {
  it('centres at least ten metres on a robot standing still', () => {
    expect(trailView([{ x: 5, y: 5 }])).toEqual({ minX: 0, minY: 0, span: 10, grid: 1 });
  });

  it('grows to hold the whole path with a margin, with a coarser grid', () => {
    const view = trailView([{ x: 0, y: 0 }, { x: 30, y: 4 }]);
    expect(view.span).toBe(33);
    expect(view.minX).toBe(-1.5);
    expect(view.grid).toBe(5);
  });
});
