import { describe, expect, it } from 'vitest';
import { navigationRoute } from './navigationRoute.js';

const waypoints = [
  { id: 1, x: 0, y: 0 },
  { id: 2, x: 4, y: 0 },
  { id: 3, x: 4, y: 3 },
];

describe('navigationRoute', () => {
  it('draws from the robot through the waypoints it still passes, the goal last', () => {
    expect(navigationRoute({ waypointId: 3, path: [2, 3] }, waypoints, { x: 1, y: 0.5 })).toEqual({
      route: [{ x: 1, y: 0.5 }, { x: 4, y: 0 }, { x: 4, y: 3 }],
      goal: { x: 4, y: 3 },
    });
  });

  it('starts at the first waypoint when the robot has not reported where it is', () => {
    expect(navigationRoute({ waypointId: 3, path: [2, 3] }, waypoints, null)?.route).toEqual([{ x: 4, y: 0 }, { x: 4, y: 3 }]);
  });

  it('leaves out waypoints the layout no longer has', () => {
    expect(navigationRoute({ waypointId: 9, path: [2, 9] }, waypoints, null)).toEqual({ route: [{ x: 4, y: 0 }], goal: { x: 4, y: 0 } });
    expect(navigationRoute({ waypointId: 9, path: [9] }, waypoints, null)).toBeUndefined();
  });

  it('has nothing to draw without a plan or before the layout is loaded', () => {
    expect(navigationRoute(null, waypoints, null)).toBeUndefined();
    expect(navigationRoute({ waypointId: 3, path: [] }, waypoints, null)).toBeUndefined();
    expect(navigationRoute({ waypointId: 3, path: [3] }, undefined, null)).toBeUndefined();
  });
});
