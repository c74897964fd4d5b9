import type { PlanePoint } from '@fleetdeck/model';

/** Where telemetry says the robot is going: its goal waypoint and the waypoints it still passes, the goal last. */
export interface NavigationReport {
  waypointId: number;
  path: readonly number[];
}

/**
 * The line the mini-map draws for a planned path: from the robot to each waypoint it still passes,
 * in the floor's layout. A waypoint the layout no longer has (the floor was saved since the robot
 * planned) is left out rather than drawn at a guessed place; the goal is the last waypoint found.
 */
export function navigationRoute(
  navigation: NavigationReport | null,
  waypoints: readonly { id: number; x: number; y: number }[] | undefined,
  from: PlanePoint | null,
): { route: PlanePoint[]; goal: PlanePoint } | undefined {
  if (!navigation || !waypoints || navigation.path.length === 0) return undefined;
  const byId = new Map(waypoints.map((waypoint) => [waypoint.id, waypoint]));
  const points = navigation.path.flatMap((id) => {
    const waypoint = byId.get(id);
    return waypoint ? [{ x: waypoint.x, y: waypoint.y }] : [];
  });
  const goal = points[points.length - 1];
  if (!goal) return undefined;
  return { route: from ? [{ x: from.x, y: from.y }, ...points] : points, goal };
}
