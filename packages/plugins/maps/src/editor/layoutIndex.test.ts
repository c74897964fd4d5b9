import { describe, expect, it } from 'vitest';
import type { EditorLayout } from './editorLayout.js';
import { indexLayout } from './layoutIndex.js';
import { BLANK_FRAME } from './viewTransform.js';

// On the blank sheet (5 cm a pixel, y up from the bottom edge of 600 px), (x, y) m is image pixel (20x, 600 - 20y).
const layout: EditorLayout = {
  waypoints: [
    { key: 'a', name: 'A', type: 1, x: 1, y: 1, yaw: 90, action: '' },
    { key: 'b', name: 'B', type: 2, x: 11, y: 1, yaw: 0, action: '' },
    { key: 'far', name: 'Far', type: 1, x: 39, y: 29, yaw: 0, action: '' },
  ],
  routes: [
    { key: 'ab', from: 'a', to: 'b', twoWay: true, laneWidth: 1 },
    { key: 'long', from: 'a', to: 'far', twoWay: false, laneWidth: 1 },
    { key: 'dangling', from: 'a', to: 'gone', twoWay: false, laneWidth: 1 },
  ],
  areas: [],
};

describe('layout index', () => {
  const index = indexLayout(layout, BLANK_FRAME);

  it('places waypoints in image pixels with their heading, and drops routes to missing waypoints', () => {
    expect(index.byKey.get('a')).toMatchObject({ x: 20, y: 580, type: 1 });
    expect(index.byKey.get('a')?.turn).toBeCloseTo(Math.PI / 2);
    expect(index.routes.map((r) => r.key)).toEqual(['ab', 'long']);
  });

  it('finds the nearest waypoint within the radius only', () => {
    expect(index.waypointAt({ x: 26, y: 583 }, 9)?.key).toBe('a');
    expect(index.waypointAt({ x: 215, y: 580 }, 9)?.key).toBe('b');
    expect(index.waypointAt({ x: 40, y: 580 }, 9)).toBeUndefined();
  });

  it('finds a route near its line, also one across many buckets', () => {
    expect(index.routeAt({ x: 120, y: 583 }, 6)?.key).toBe('ab');
    expect(index.routeAt({ x: 120, y: 590 }, 6)).toBeUndefined();
    // Half way along the diagonal from (20, 580) to (780, 20).
    expect(index.routeAt({ x: 400, y: 300 }, 6)?.key).toBe('long');
  });

  it('finds a route too long to bucket (checked on every query)', () => {
    const big = indexLayout({ ...layout, waypoints: [layout.waypoints[0]!, { ...layout.waypoints[2]!, x: 199, y: 199 }] }, { width: 4000, height: 4000, resolution: 0.05, origin: { x: 0, y: 0, yaw: 0 } });
    // (1, 1) m is (20, 3980) px, (199, 199) m is (3980, 20) px: the middle is (2000, 2000).
    expect(big.routeAt({ x: 2003, y: 2000 }, 6)?.key).toBe('long');
    expect(big.routeAt({ x: 2030, y: 2000 }, 6)).toBeUndefined();
  });
});
