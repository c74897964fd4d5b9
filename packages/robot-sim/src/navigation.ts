import { CommandRefusalCode, NAVIGATION_PATH_MAX, type NavigationState, type RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { DEFAULT_FLOOR_BOUNDS, type FloorBounds } from './floor-area.js';
import { endNavigation, holdUntilCommanded } from './modes.js';
import { clampMagnitude, driveTowards } from './motion.js';
import type { RobotContext } from './robot-context.js';
import { driveBlocked, driveBlockingError } from './robot-errors.js';
import type { RobotState } from './robot-state.js';
import { SENTRY_REFUSAL } from './sentry.js';

/** Where a drive along the route graph stands: at the goal, on the way, or no route leads there. */
export type PathProgress = 'arrived' | 'driving' | 'none';

/** The route graph of the floor the robot is on, if the server sent it. */
function floorGraph(s: RobotState) {
  return s.graph && s.graph.floorId === s.floorId ? s.graph : null;
}

/** The world the robot drives in: its floor graph's, or the default rectangle before it has one. */
export function floorBounds(s: RobotState): FloorBounds {
  return floorGraph(s)?.bounds ?? DEFAULT_FLOOR_BOUNDS;
}

/**
 * One step towards `goal` (a waypoint, or the nearest charge waypoint) along the floor's routes,
 * planned once for `key` and again when the graph changes. 'none' when the robot has no graph or
 * no route leads there: the caller then does what it did before graphs (drives straight, or stops).
 */
export function followPlan(ctx: RobotContext, key: string, goal: number | 'charger'): PathProgress {
  const s = ctx.state;
  const graph = floorGraph(s);
  if (!graph) return 'none';
  if (s.plannedFor?.key !== key || s.plannedFor.revision !== graph.revision) {
    s.plannedFor = { key, revision: graph.revision };
    const path = goal === 'charger' ? graph.nearestCharger(s.pose) : graph.plan(s.pose, goal);
    const last = path?.[path.length - 1];
    s.navigation = path && last !== undefined ? { waypointId: last, path } : null;
    ctx.out.changed();
  }
  const navigation = s.navigation;
  if (!navigation) return 'none';
  const next = graph.waypoint(navigation.path[0] as number);
  if (!next) {
    s.navigation = null;
    return 'none';
  }
  if (!driveTowards(s, next)) return 'driving';
  navigation.path.shift();
  ctx.out.changed();
  if (navigation.path.length > 0) return 'driving';
  s.navigation = null;
  return 'arrived';
}

/** The goTo command: drive to a waypoint of the floor along its routes, refused when none leads there. */
export function goToCommand(ctx: RobotContext, command: Extract<RobotCommand, { name: 'goTo' }>, now: number): Outcome {
  const s = ctx.state;
  if (s.sentry) return SENTRY_REFUSAL;
  if (driveBlocked(s)) return { result: 'rejected', code: driveBlockingError(s), durationMs: 0 };
  if (s.flow) return { result: 'rejected', code: 'FLOW_ALREADY_RUNNING', durationMs: 0 };
  const path = floorGraph(s)?.plan(s.pose, command.waypointId) ?? null;
  if (!path) return { result: 'rejected', code: 'NO_ROUTE', message: CommandRefusalCode.NO_ROUTE.en, durationMs: 0 };
  ctx.timers.disarmDeadman();
  endNavigation(s);
  s.mode = 'navigate';
  s.goToWaypointId = command.waypointId;
  s.charging = false;
  s.cleaning = 'idle';
  s.wanderTarget = null;
  s.pauseUntil = now;
  ctx.out.changed();
  return { result: 'ok', durationMs: 0, data: { waypointId: command.waypointId, path } };
}

/** One step of a goTo: along the path, then standing at the waypoint until the next command. */
export function followGoTo(ctx: RobotContext): void {
  const s = ctx.state;
  const goal = s.goToWaypointId;
  const progress = goal === null ? 'none' : followPlan(ctx, 'goTo', goal);
  if (progress === 'driving') return;
  // Arrived, or the routes changed so that none leads there any more: either way it stops here.
  endNavigation(s);
  s.mode = 'idle';
  s.velocity = { linear: 0, angular: 0 };
  holdUntilCommanded(s);
  ctx.out.changed();
}

/** Keeps the robot within the speed area it stands in (any mode: a real robot's base enforces them). */
export function obeySpeedAreas(s: RobotState): void {
  const limit = floorGraph(s)?.speedLimitAt(s.pose) ?? Number.POSITIVE_INFINITY;
  if (Math.abs(s.velocity.linear) > limit) s.velocity = { ...s.velocity, linear: clampMagnitude(s.velocity.linear, limit) };
}

/** The navigation telemetry reports: the goal and the waypoints still to pass. */
export function navigationState(s: RobotState): NavigationState | null {
  return s.navigation ? { waypointId: s.navigation.waypointId, path: s.navigation.path.slice(0, NAVIGATION_PATH_MAX) } : null;
}
