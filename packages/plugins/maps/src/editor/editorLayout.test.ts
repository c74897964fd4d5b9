import { describe, expect, it } from 'vitest';
import {
  addArea, addRoute, addWaypoint, copyWaypoints, moveArea, nextAreaName, updateArea, fromFloorLayout, moveWaypoints, nextName, removeItems, routeRefusal, toLayoutSave, updateRoute, updateWaypoint, type EditorLayout,
} from './editorLayout.js';

const empty: EditorLayout = { waypoints: [], routes: [], areas: [] };

function twoJoined() {
  const a = addWaypoint(empty, { x: 1, y: 1 }, 'A');
  const b = addWaypoint(a.layout, { x: 4, y: 1 }, 'B');
  const route = addRoute(b.layout, a.key, b.key);
  return { layout: route.layout, a: a.key, b: b.key, route: route.key as string };
}

describe('editor layout edits', () => {
  it('adds waypoints and joins two different ones once', () => {
    const { layout, a, b } = twoJoined();
    expect(layout.waypoints.map((w) => [w.name, w.x, w.type])).toEqual([['A', 1, 1], ['B', 4, 1]]);
    expect(layout.routes).toHaveLength(1);
    expect(routeRefusal(layout, a, a)).toBe('routeLoop');
    expect(routeRefusal(layout, b, a)).toBe('routeExists');
    expect(addRoute(layout, b, a).layout).toBe(layout);
    expect(nextName(layout, 'Waypoint')).toBe('Waypoint 3');
  });

  it('moves the selection with snapping, and changes nothing for an empty change', () => {
    const { layout, a } = twoJoined();
    const moved = moveWaypoints(layout, new Set([a]), 0.26, -0.04, (v) => Math.round(v * 10) / 10);
    expect(moved.waypoints[0]).toMatchObject({ x: 1.3, y: 1 });
    expect(moveWaypoints(layout, new Set(), 1, 1)).toBe(layout);
    expect(updateWaypoint(layout, a, { name: 'A' })).toBe(layout);
    expect(updateWaypoint(layout, a, { yaw: 90 }).waypoints[0]?.yaw).toBe(90);
  });

  it('deletes a waypoint with its routes, or a route alone', () => {
    const { layout, a, route } = twoJoined();
    expect(removeItems(layout, new Set([a]))).toMatchObject({ waypoints: [{ name: 'B' }], routes: [] });
    expect(removeItems(layout, new Set([route])).waypoints).toHaveLength(2);
    expect(removeItems(layout, new Set(['nothing']))).toBe(layout);
    expect(updateRoute(layout, route, { twoWay: false }).routes[0]?.twoWay).toBe(false);
  });

  it('copies waypoints with the routes among them, without their ids', () => {
    const { layout, a, b } = twoJoined();
    const stored = { ...layout, waypoints: layout.waypoints.map((w, i) => ({ ...w, id: i + 1 })) };
    const copied = copyWaypoints(stored, new Set([a, b]), { x: 0.5, y: 0.5 }, 'copy');
    expect(copied.keys).toHaveLength(2);
    expect(copied.layout.waypoints.slice(2)).toEqual([
      expect.objectContaining({ name: 'A (copy)', x: 1.5, y: 1.5 }),
      expect.objectContaining({ name: 'B (copy)', x: 4.5, y: 1.5 }),
    ]);
    expect(copied.layout.waypoints.slice(2).every((w) => w.id === undefined)).toBe(true);
    expect(copied.layout.routes).toHaveLength(2);
  });

  it('turns a loaded layout into keys and back into the save body', () => {
    const loaded = fromFloorLayout({
      floorId: 1, buildingId: 1, revision: 3,
      waypoints: [
        { id: 7, organizationId: 1, buildingId: 1, floorId: 1, name: 'Gate', type: 1, x: 1, y: 2, yaw: 0, action: '', createdAt: '', updatedAt: '' },
        { id: 8, organizationId: 1, buildingId: 1, floorId: 1, name: 'Dock', type: 2, x: 3, y: 2, yaw: 90, action: '', createdAt: '', updatedAt: '' },
      ],
      routes: [{ id: 4, organizationId: 1, buildingId: 1, floorId: 1, fromWaypointId: 7, toWaypointId: 8, twoWay: false, laneWidth: 1.5, createdAt: '', updatedAt: '' }],
      areas: [],
    });
    expect(toLayoutSave(loaded, 3)).toEqual({
      revision: 3,
      waypoints: [
        { key: 'w7', id: 7, name: 'Gate', type: 1, x: 1, y: 2, yaw: 0, action: '' },
        { key: 'w8', id: 8, name: 'Dock', type: 2, x: 3, y: 2, yaw: 90, action: '' },
      ],
      routes: [{ id: 4, from: 'w7', to: 'w8', twoWay: false, laneWidth: 1.5 }],
      areas: [],
    });
  });
});

describe('speed and no-go areas', () => {
  const square = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }];
  it('adds an area over three corners or more, changes, moves and deletes it, and saves it', () => {
    expect(addArea(empty, square.slice(0, 2), 'A')).toBe(empty);
    const added = addArea(empty, square, nextAreaName(empty, 'Area'), 'area-1');
    expect(added.areas[0]).toMatchObject({ name: 'Area 1', kind: 1, maxSpeed: 0.5 });
    const banned = updateArea(added, 'area-1', { kind: 2, maxSpeed: null });
    const moved = moveArea(banned, 'area-1', 1, 0.5);
    expect(moved.areas[0]?.polygon[2]).toEqual({ x: 3, y: 2.5 });
    expect(toLayoutSave(moved, 0).areas).toEqual([{ name: 'Area 1', kind: 2, maxSpeed: null, polygon: [{ x: 1, y: 0.5 }, { x: 3, y: 0.5 }, { x: 3, y: 2.5 }] }]);
    expect(removeItems(moved, new Set(['area-1'])).areas).toEqual([]);
  });
});
