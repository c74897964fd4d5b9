import type { FlowCommandWaypoint, RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { clampToFloor } from './floor-area.js';
import { endNavigation, halt } from './modes.js';
import { driveTowards, randomFloorPoint } from './motion.js';
import { floorBounds, followPlan } from './navigation.js';
import { hashString, seededRandom } from './random.js';
import type { RobotContext } from './robot-context.js';
import { driveBlocked, driveBlockingError } from './robot-errors.js';
import type { FlowStop, Point, RunningFlow } from './robot-state.js';
import { SENTRY_REFUSAL } from './sentry.js';

/** The robot stands this long at a check item while it takes its pictures and readings, ms. */
const INSPECT_MS = 1500;

/**
 * The robot stands at its last waypoint this long before the flow ends, ms: telemetry must carry
 * "all steps done" at least once, or the server (the scheduler) reads the flow as stopped short.
 * Steps also run outside the telemetry tick (camera frames, commands), so without the pause two
 * steps could reach the waypoint and end the flow between two telemetry messages.
 */
const FINISH_HOLD_MS = 1000;

/** An autonomous robot rests this long after finishing a flow, ms. */
const REST_AFTER_FLOW_MS = 5000;

/** The flow command: starts a flow (its waypoints, or a route of its own for the flow id) or stops the running one. */
export function flowCommand(ctx: RobotContext, command: Extract<RobotCommand, { name: 'flow' }>, now: number): Outcome {
  const s = ctx.state;
  if (command.action === 'stop') {
    if (!s.flow) return { result: 'rejected', code: 'NO_FLOW', durationMs: 0 };
    s.flow = null;
    halt(ctx);
    ctx.out.changed();
    return { result: 'ok', durationMs: 0 };
  }
  if (s.flow) return { result: 'rejected', code: 'FLOW_ALREADY_RUNNING', durationMs: 0 };
  if (s.sentry) return SENTRY_REFUSAL;
  // Name the error that blocks driving, not whichever error came first (a low battery does not block).
  if (driveBlocked(s)) return { result: 'rejected', code: driveBlockingError(s), durationMs: 0 };
  const waypoints: FlowCommandWaypoint[] = command.waypoints ?? routeFor(s.serialNo, command.flowId ?? 0);
  s.flow = {
    flowId: command.flowId ?? null,
    name: command.flowName ?? (command.flowId ? `Flow ${command.flowId}` : 'Patrol'),
    waypoints: waypoints.map((w): FlowStop => {
      const { x, y } = clampToFloor(w.x, w.y, floorBounds(s));
      return {
        x,
        y,
        ...(w.waypointId ? { waypointId: w.waypointId } : {}),
        ...(w.checkItemId ? { inspect: { checkItemId: w.checkItemId, itemType: w.itemType ?? 0, markerType: w.markerType ?? 'none', qrCodeNumber: w.qrCodeNumber ?? '' } } : {}),
      };
    }),
    index: 0,
    blockedUntil: 0,
  };
  endNavigation(s);
  s.mode = 'flow';
  s.charging = false;
  s.cleaning = 'idle';
  s.pauseUntil = now;
  ctx.timers.disarmDeadman();
  ctx.out.changed();
  return { result: 'ok', durationMs: 0, data: { steps: waypoints.length } };
}

/** One step along the running flow: wait out an obstacle, head for the next waypoint, finish after the last. */
export function followFlow(ctx: RobotContext, flow: RunningFlow, now: number): void {
  const s = ctx.state;
  if (now < flow.blockedUntil) {
    s.velocity = { linear: 0, angular: 0 };
    return;
  }
  const target = flow.waypoints[flow.index];
  if (!target) {
    s.flow = null;
    s.mode = 'idle';
    s.velocity = { linear: 0, angular: 0 };
    s.pauseUntil = now + REST_AFTER_FLOW_MS;
    ctx.out.changed();
    return;
  }
  if (reached(ctx, target, flow.index)) {
    if (target.inspect) {
      ctx.out.inspect({ ...target.inspect, waypoint: flow.index, pose: { ...s.pose }, at: now });
      flow.blockedUntil = now + INSPECT_MS;
    }
    flow.index += 1;
    if (flow.index >= flow.waypoints.length) flow.blockedUntil = Math.max(flow.blockedUntil, now + FINISH_HOLD_MS);
    ctx.out.changed();
  }
}

/**
 * One step towards a flow stop: along the floor's routes when the stop names a waypoint the robot
 * can reach over its graph, else straight there (no graph yet, or a stop given as a bare point).
 */
function reached(ctx: RobotContext, stop: FlowStop, index: number): boolean {
  if (stop.waypointId !== undefined) {
    const progress = followPlan(ctx, `flow:${index}`, stop.waypointId);
    if (progress !== 'none') return progress === 'arrived';
  }
  return driveTowards(ctx.state, stop);
}

/** The route a robot makes up for a flow sent without waypoints: the same one each time for a robot and flow. */
function routeFor(serialNo: string, flowId: number): Point[] {
  const r = seededRandom(hashString(`${serialNo}:${flowId}`));
  return Array.from({ length: 4 }, () => randomFloorPoint(r));
}
