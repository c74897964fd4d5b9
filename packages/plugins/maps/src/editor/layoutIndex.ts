import type { PlanePoint } from '@fleetdeck/model';
import type { EditorLayout } from './editorLayout.js';
import { toImage, type MapFrame } from './viewTransform.js';

/** A waypoint placed in image pixels, as the canvas draws it. */
export interface PlacedWaypoint {
  key: string;
  name: string;
  type: number;
  /** Heading in image space: radians, counter-clockwise with image rows growing downwards. */
  turn: number;
  x: number;
  y: number;
}

/** A route between two placed waypoints. */
export interface PlacedRoute {
  key: string;
  twoWay: boolean;
  a: PlacedWaypoint;
  b: PlacedWaypoint;
}

/** The layout in image pixels with grid buckets, so a pointer finds its waypoint or route without a shape per item. */
export interface LayoutIndex {
  waypoints: readonly PlacedWaypoint[];
  routes: readonly PlacedRoute[];
  byKey: ReadonlyMap<string, PlacedWaypoint>;
  /** The waypoint nearest `at` (image pixels) within `radius` image pixels. */
  waypointAt(at: PlanePoint, radius: number): PlacedWaypoint | undefined;
  /** The route nearest `at` within `tolerance` image pixels of its line. */
  routeAt(at: PlanePoint, tolerance: number): PlacedRoute | undefined;
}

// Image pixels a bucket spans; a route crossing more buckets than LONG_ROUTE is checked on every query instead.
const CELL = 64;
const LONG_ROUTE = 256;

function distanceToSegment(p: PlanePoint, a: PlanePoint, b: PlanePoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Places every waypoint and route of `layout` in image pixels and buckets them. */
export function indexLayout(layout: EditorLayout, frame: MapFrame): LayoutIndex {
  const byKey = new Map<string, PlacedWaypoint>();
  const waypointCells = new Map<number, PlacedWaypoint[]>();
  const routeCells = new Map<number, PlacedRoute[]>();
  const longRoutes: PlacedRoute[] = [];
  // Cells keyed by one number; maps are far smaller than 2^20 cells a side.
  const cellKey = (cx: number, cy: number) => cx * 1_048_576 + cy;
  const waypoints = layout.waypoints.map((w) => {
    const at = toImage(frame, w);
    const placed: PlacedWaypoint = { key: w.key, name: w.name, type: w.type, turn: (w.yaw * Math.PI) / 180 - frame.origin.yaw, x: at.x, y: at.y };
    byKey.set(w.key, placed);
    const key = cellKey(Math.floor(at.x / CELL), Math.floor(at.y / CELL));
    const cell = waypointCells.get(key);
    if (cell) cell.push(placed);
    else waypointCells.set(key, [placed]);
    return placed;
  });
  const routes: PlacedRoute[] = [];
  for (const route of layout.routes) {
    const a = byKey.get(route.from);
    const b = byKey.get(route.to);
    if (!a || !b) continue;
    const placed: PlacedRoute = { key: route.key, twoWay: route.twoWay, a, b };
    routes.push(placed);
    const x0 = Math.floor(Math.min(a.x, b.x) / CELL);
    const x1 = Math.floor(Math.max(a.x, b.x) / CELL);
    const y0 = Math.floor(Math.min(a.y, b.y) / CELL);
    const y1 = Math.floor(Math.max(a.y, b.y) / CELL);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > LONG_ROUTE) {
      longRoutes.push(placed);
      continue;
    }
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        const key = cellKey(cx, cy);
        const cell = routeCells.get(key);
        if (cell) cell.push(placed);
        else routeCells.set(key, [placed]);
      }
    }
  }

  function nearest<T>(cells: ReadonlyMap<number, T[]>, at: PlanePoint, reach: number, distance: (item: T) => number, extra: readonly T[] = []): T | undefined {
    let best: T | undefined;
    let bestDistance = reach;
    const consider = (item: T) => {
      const d = distance(item);
      if (d <= bestDistance) {
        best = item;
        bestDistance = d;
      }
    };
    for (let cx = Math.floor((at.x - reach) / CELL); cx <= Math.floor((at.x + reach) / CELL); cx += 1) {
      for (let cy = Math.floor((at.y - reach) / CELL); cy <= Math.floor((at.y + reach) / CELL); cy += 1) {
        for (const item of cells.get(cellKey(cx, cy)) ?? []) consider(item);
      }
    }
    for (const item of extra) consider(item);
    return best;
  }

  return {
    waypoints,
    routes,
    byKey,
    waypointAt: (at, radius) => nearest(waypointCells, at, radius, (w) => Math.hypot(w.x - at.x, w.y - at.y)),
    routeAt: (at, tolerance) => nearest(routeCells, at, tolerance, (r) => distanceToSegment(at, r.a, r.b), longRoutes),
  };
}
