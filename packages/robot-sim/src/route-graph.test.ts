import { describe, expect, it } from 'vitest';
import type { FloorGraphMessage } from '@fleetdeck/model';
import { RouteGraph } from './route-graph.js';

// Entrance (1) at the west, Lobby (2) and Hall (3) in the middle, Office (4) at the east, Charger (5) to the south.
const base: FloorGraphMessage = {
  type: 'floorGraph',
  floorId: 1,
  revision: 3,
  waypoints: [
    { id: 1, type: 0, x: 2, y: 10, yaw: 0 },
    { id: 2, type: 1, x: 10, y: 14, yaw: 0 },
    { id: 3, type: 1, x: 10, y: 6, yaw: 0 },
    { id: 4, type: 1, x: 18, y: 10, yaw: 0 },
    { id: 5, type: 2, x: 10, y: 2, yaw: 0 },
  ],
  routes: [
    { from: 1, to: 2, twoWay: true, laneWidth: 1 },
    { from: 2, to: 4, twoWay: true, laneWidth: 1 },
    { from: 1, to: 3, twoWay: true, laneWidth: 1 },
    { from: 3, to: 4, twoWay: true, laneWidth: 1 },
    { from: 3, to: 5, twoWay: false, laneWidth: 1 },
  ],
  areas: [],
};
const square = (x: number, y: number, half: number) => [
  { x: x - half, y: y - half }, { x: x + half, y: y - half }, { x: x + half, y: y + half }, { x: x - half, y: y + half },
];
const at = { x: 2, y: 10 };

describe('RouteGraph', () => {
  it('plans from where the robot stands onto the nearest waypoint, then along routes', () => {
    const graph = new RouteGraph(base, 0.6);
    const path = graph.plan({ x: 1, y: 10.2 }, 4);
    expect(path?.[0]).toBe(1);
    expect(path?.at(-1)).toBe(4);
    expect(path).toHaveLength(3);
  });

  it('respects one-way routes', () => {
    const graph = new RouteGraph(base, 0.6);
    expect(graph.plan(at, 5)).toEqual([1, 3, 5]);
    // No route leaves the charger (3 → 5 is one way): the robot gets onto the routes at the next waypoint instead.
    expect(graph.plan({ x: 10, y: 2 }, 1)).toEqual([3, 1]);
  });

  it('leaves out routes that enter a no-go area', () => {
    const graph = new RouteGraph({ ...base, areas: [{ kind: 2, maxSpeed: null, polygon: square(14, 8, 1) }] }, 0.6);
    expect(graph.plan(at, 4)).toEqual([1, 2, 4]);
    const walled = new RouteGraph({ ...base, areas: [{ kind: 2, maxSpeed: null, polygon: square(18, 10, 1) }] }, 0.6);
    expect(walled.plan(at, 4)).toBeNull();
  });

  it('goes round a slow speed area when that is quicker', () => {
    const graph = new RouteGraph({ ...base, areas: [{ kind: 1, maxSpeed: 0.1, polygon: square(14, 8, 1) }] }, 0.6);
    expect(graph.plan(at, 4)).toEqual([1, 2, 4]);
    expect(graph.speedLimitAt({ x: 14, y: 8 })).toBe(0.1);
    expect(graph.speedLimitAt({ x: 2, y: 2 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('does not drive straight onto the graph through a no-go area', () => {
    const graph = new RouteGraph({ ...base, areas: [{ kind: 2, maxSpeed: null, polygon: square(5.5, 10, 1) }] }, 0.6);
    // Standing east of the wall, the entrance is nearest, but the way there crosses the wall: it enters at a middle waypoint.
    expect(graph.plan({ x: 7.5, y: 10 }, 4)?.[0]).not.toBe(1);
  });

  it('finds the charge waypoint the routes reach', () => {
    const graph = new RouteGraph(base, 0.6);
    expect(graph.nearestCharger(at)).toEqual([1, 3, 5]);
    const noCharger = new RouteGraph({ ...base, waypoints: base.waypoints.map((w) => ({ ...w, type: 1 as const })) }, 0.6);
    expect(noCharger.nearestCharger(at)).toBeNull();
  });
});
