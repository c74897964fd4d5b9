/** Most waypoints the `flow` command carries (gateway protocol). */
export const FLOW_WAYPOINTS_MAX = 200;

/** A point on the floor map, in metres. */
export interface FlowWaypoint {
  x: number;
  y: number;
  /** The check item the robot inspects there. */
  checkItemId?: number;
  /** The map waypoint it is (a goTo step's `waypointId`): the robot drives there along the floor's routes. */
  waypointId?: number;
}

/** What a flow definition says about its route: none (the robot plans it), a route, or a broken one. */
export type FlowRoute = { kind: 'none' } | { kind: 'route'; waypoints: FlowWaypoint[] } | { kind: 'invalid' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

const isWaypoint = (value: unknown): value is FlowWaypoint => isObject(value) && Number.isFinite(value.x) && Number.isFinite(value.y);

/** The `goTo` steps' poses, in order (`{"goTo": {"poseId", "name", "x", "y", "yaw"}}`, as the flows plugin's visual editor writes them). */
function goToPoints(steps: unknown): unknown[] {
  if (!Array.isArray(steps)) return [];
  return steps.filter((step) => isObject(step) && Object.hasOwn(step, 'goTo')).map((step) => (step as { goTo: unknown }).goTo);
}

/**
 * Reads the route of a flow definition: a top-level `waypoints` array of `{x, y, checkItemId?}`, else the poses of
 * its `goTo` steps in order. A definition with neither leaves the route to the robot; a route the
 * protocol cannot carry is invalid, because starting the flow on a route other than the one
 * registered would surprise the operator.
 */
export function flowRoute(definition: string): FlowRoute {
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    return { kind: 'invalid' };
  }
  if (!isObject(parsed)) return { kind: 'none' };
  const waypoints = parsed.waypoints ?? (goToPoints(parsed.steps).length > 0 ? goToPoints(parsed.steps) : undefined);
  if (waypoints === undefined) return { kind: 'none' };
  if (!Array.isArray(waypoints) || waypoints.length === 0 || waypoints.length > FLOW_WAYPOINTS_MAX || !waypoints.every(isWaypoint)) {
    return { kind: 'invalid' };
  }
  return {
    kind: 'route',
    waypoints: waypoints.map(({ x, y, checkItemId, waypointId }) => ({ x, y, ...(isId(checkItemId) ? { checkItemId } : {}), ...(isId(waypointId) ? { waypointId } : {}) })),
  };
}
