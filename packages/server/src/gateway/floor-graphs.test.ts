import { describe, expect, it } from 'vitest';
import type { LayoutItems } from '../routes/maps/floor-layout.js';
import { toFloorGraph } from './floor-graphs.js';

describe('toFloorGraph', () => {
  it('turns a floor layout into the gateway floorGraph: headings in radians, routes by waypoint id, areas as drawn', () => {
    const stamp = { organizationId: 1, buildingId: 2, floorId: 3, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const layout = {
      revision: 4,
      waypoints: [
        { ...stamp, id: 10, name: 'Dock', type: 2, x: 1, y: 2, yaw: 90, action: '' },
        { ...stamp, id: 11, name: 'Back', type: 1, x: 3, y: 4, yaw: -180, action: '' },
      ],
      routes: [{ ...stamp, id: 20, fromWaypointId: 10, toWaypointId: 11, twoWay: false, laneWidth: 1.5 }],
      areas: [{ ...stamp, id: 30, name: 'Slow', kind: 1, maxSpeed: 0.3, polygon: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }] }],
    } as unknown as LayoutItems;
    expect(toFloorGraph(3, layout)).toEqual({
      type: 'floorGraph',
      floorId: 3,
      revision: 4,
      waypoints: [{ id: 10, type: 2, x: 1, y: 2, yaw: Math.PI / 2 }, { id: 11, type: 1, x: 3, y: 4, yaw: -Math.PI }],
      routes: [{ from: 10, to: 11, twoWay: false, laneWidth: 1.5 }],
      areas: [{ kind: 1, maxSpeed: 0.3, polygon: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }] }],
    });
  });
});
