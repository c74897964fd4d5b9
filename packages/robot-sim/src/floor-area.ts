/** The drivable rectangle of a simulated floor, in metres; the dock sits near the origin. */
export const FloorArea = { width: 40, height: 25, margin: 0.5, dock: { x: 1.5, y: 1.5 } } as const;

/** The rectangle a robot may drive in, metres in the map frame. */
export interface FloorBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The world of a robot that has no route graph of its floor yet. */
export const DEFAULT_FLOOR_BOUNDS: FloorBounds = { minX: 0, minY: 0, maxX: FloorArea.width, maxY: FloorArea.height };

/** How far past its outermost waypoint or area a floor's world reaches, m (more than `margin`, so a waypoint on the edge is reachable). */
const GRAPH_MARGIN_M = 2;

/**
 * The world of a floor with a route graph: the default rectangle grown to take in every waypoint
 * and area of the graph with a margin. It keeps the default rectangle because the robot was born
 * somewhere in it and its dock is there; a floor drawn at negative or far coordinates (a ROS map's
 * origin is often below zero) is reachable all the same.
 */
export function graphBounds(points: Iterable<{ x: number; y: number }>): FloorBounds {
  const bounds = { ...DEFAULT_FLOOR_BOUNDS };
  for (const { x, y } of points) {
    bounds.minX = Math.min(bounds.minX, x - GRAPH_MARGIN_M);
    bounds.minY = Math.min(bounds.minY, y - GRAPH_MARGIN_M);
    bounds.maxX = Math.max(bounds.maxX, x + GRAPH_MARGIN_M);
    bounds.maxY = Math.max(bounds.maxY, y + GRAPH_MARGIN_M);
  }
  return bounds;
}

/** Keeps a point inside the drivable area; reports whether it had to move it. */
export function clampToFloor(x: number, y: number, bounds: FloorBounds = DEFAULT_FLOOR_BOUNDS): { x: number; y: number; clamped: boolean } {
  const { margin } = FloorArea;
  const cx = Math.min(bounds.maxX - margin, Math.max(bounds.minX + margin, x));
  const cy = Math.min(bounds.maxY - margin, Math.max(bounds.minY + margin, y));
  return { x: cx, y: cy, clamped: cx !== x || cy !== y };
}

/** Normalises an angle to (-π, π]. */
export function wrapAngle(a: number): number {
  let r = a % (2 * Math.PI);
  if (r > Math.PI) r -= 2 * Math.PI;
  if (r <= -Math.PI) r += 2 * Math.PI;
  return r;
}
