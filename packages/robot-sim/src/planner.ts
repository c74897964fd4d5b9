import { RETURN_TO_DOCK_PERCENT } from './battery.js';
import { sweep } from './cleaning.js';
import { toDock } from './docking.js';
import { followFlow } from './flows.js';
import { driveTowards, randomFloorPoint } from './motion.js';
import { followGoTo } from './navigation.js';
import type { RobotContext } from './robot-context.js';
import { driveBlocked } from './robot-errors.js';

/** Sets the velocity for this step from what the robot is doing: a flow, a goTo, cleaning, going home, or wandering. */
export function plan(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  if (s.mode === 'teleop') return;
  if (driveBlocked(s) || s.sentry) {
    s.velocity = { linear: 0, angular: 0 };
    return;
  }
  if (s.mode === 'flow' && s.flow) {
    followFlow(ctx, s.flow, now);
    return;
  }
  if (s.mode === 'navigate') {
    followGoTo(ctx);
    return;
  }
  if (s.mode === 'clean') {
    sweep(ctx);
    return;
  }
  // A commanded return to the dock goes on without autonomy; the robot's own (low battery) waits for it.
  const commandedDock = s.mode === 'dock' && s.cleaning !== 'idle';
  if (!commandedDock && (!ctx.autonomous || now < s.pauseUntil)) {
    s.velocity = { linear: 0, angular: 0 };
    return;
  }
  if (s.mode !== 'dock' && s.battery < RETURN_TO_DOCK_PERCENT) s.mode = 'dock';
  if (s.mode === 'dock') {
    toDock(ctx, now);
    return;
  }
  wander(ctx, now);
}

/** An idle autonomous robot drives to random points and rests a few seconds at each. */
function wander(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  if (!s.wanderTarget) {
    s.wanderTarget = randomFloorPoint(ctx.random);
    s.mode = 'wander';
  }
  if (driveTowards(s, s.wanderTarget)) {
    s.wanderTarget = null;
    s.mode = 'idle';
    s.pauseUntil = now + 2000 + ctx.random() * 6000;
  }
}
