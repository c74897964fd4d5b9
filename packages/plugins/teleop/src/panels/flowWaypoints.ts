/** Most waypoints the `flow` command carries (gateway protocol). */
export const FLOW_WAYPOINTS_MAX = 200;

/** A point on the floor map, in metres. */
export interface Waypoint {
  x: number;
  y: number;
}

/** What a flow definition says about its route: none (the robot plans it), a route, or a broken one. */
export type FlowRoute = { kind: 'none' } | { kind: 'route'; waypoints: Waypoint[] } | { kind: 'invalid' };

const isWaypoint = (value: unknown): value is Waypoint =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as { x?: unknown }).x) &&
  Number.isFinite((value as { y?: unknown }).y);

/**
 * Reads the route of a flow definition: a top-level `waypoints` array of `{x, y}`. A definition
 * without one leaves the route to the robot; a `waypoints` the protocol cannot carry is invalid,
 * because starting the flow on a route other than the one registered would surprise the operator.
 */
export function flowRoute(definition: string): FlowRoute {
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'none' };
  const waypoints = (parsed as { waypoints?: unknown }).waypoints;
  if (waypoints === undefined) return { kind: 'none' };
  if (!Array.isArray(waypoints) || waypoints.length === 0 || waypoints.length > FLOW_WAYPOINTS_MAX || !waypoints.every(isWaypoint)) {
    return { kind: 'invalid' };
  }
  return { kind: 'route', waypoints: waypoints.map(({ x, y }) => ({ x, y })) };
}
