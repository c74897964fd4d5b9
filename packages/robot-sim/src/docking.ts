import { FloorArea } from './floor-area.js';
import { driveTowards } from './motion.js';
import { followPlan } from './navigation.js';
import type { RobotContext } from './robot-context.js';

/** How long a docking fault (the dock cannot be reached) lasts. */
const DOCK_FAULT_MS = 30_000;

/** One step of the way home: drive to the dock (a charge waypoint of the floor's graph), charge there, and leave it full unless sent home to stay. */
export function toDock(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  if (s.charging) {
    s.velocity = { linear: 0, angular: 0 };
    // A cleaning robot sent home stays on its dock; one that came to charge leaves when full.
    if (s.battery >= 100 && s.cleaning !== 'docked') {
      s.charging = false;
      s.mode = 'idle';
      ctx.out.changed();
    }
    return;
  }
  if (now < s.dockFaultUntil) {
    failDocking(ctx, now);
    return;
  }
  // Home is the nearest charge waypoint along the floor's routes; the simulator's own dock without a graph or charger.
  const progress = followPlan(ctx, 'dock', 'charger');
  if (progress === 'arrived' || (progress === 'none' && driveTowards(s, FloorArea.dock))) {
    s.charging = true;
    if (s.cleaning === 'returning') s.cleaning = 'docked';
    ctx.out.changed();
  }
}

/** The dock cannot be reached for a while: a robot on its way there gives up with D0001, later ones are refused. */
export function dockFault(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  s.dockFaultUntil = now + DOCK_FAULT_MS;
  if (s.mode === 'dock' && !s.charging) failDocking(ctx, now);
}

function failDocking(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  s.mode = 'idle';
  s.velocity = { linear: 0, angular: 0 };
  if (s.cleaning === 'returning') s.cleaning = 'idle';
  // The robot's own low-battery return tries again once the fault is over.
  s.pauseUntil = Math.max(s.pauseUntil, s.dockFaultUntil);
  emitDockingFailure(ctx, now);
  ctx.out.changed();
}

/** Sends the D0001 event (the charging station cannot be reached) from where the robot stands. */
export function emitDockingFailure(ctx: RobotContext, now: number): void {
  const { pose } = ctx.state;
  ctx.out.event({ type: 'event', ts: now, level: 9, kind: 'docking', code: 'D0001', data: { x: pose.x, y: pose.y } });
}
