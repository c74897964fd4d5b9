import type { Outcome } from './command-outcome.js';
import { cleaningRefusal } from './cleaning-rules.js';
import { RETURN_TO_DOCK_PERCENT } from './battery.js';
import { emitDockingFailure } from './docking.js';
import { endNavigation, halt } from './modes.js';
import { driveTowards, randomFloorPoint } from './motion.js';
import type { RobotContext } from './robot-context.js';

/** The cleaning command: start cleaning, stop, or go back to the dock, unless the cleaning rules refuse. */
export function cleaningCommand(ctx: RobotContext, action: 'start' | 'stop' | 'dock', now: number): Outcome {
  const s = ctx.state;
  const refusal = cleaningRefusal(action, {
    model: s.model,
    sentry: s.sentry,
    battery: s.battery,
    cleaning: s.cleaning,
    driveErrors: [...s.errors.keys()].filter((c) => c === 'EMERGENCY_STOP' || c === 'HARDWARE_ERROR'),
    flowRunning: s.flow !== null,
    dockFault: now < s.dockFaultUntil,
  });
  if (refusal) {
    if (refusal.reason === 'dockFault') emitDockingFailure(ctx, now);
    return { result: 'rejected', code: refusal.code, message: refusal.message, durationMs: 0, data: { reason: refusal.reason } };
  }
  // Cleaning and the way home plan their own drives; a goTo under way ends here.
  endNavigation(s);
  if (action === 'start') {
    s.mode = 'clean';
    s.cleaning = 'cleaning';
    s.charging = false;
    s.wanderTarget = null;
    s.pauseUntil = now;
  } else if (action === 'stop') {
    s.wanderTarget = null;
    halt(ctx);
  } else if (s.cleaning !== 'docked') {
    s.mode = 'dock';
    s.cleaning = 'returning';
    s.wanderTarget = null;
    s.pauseUntil = now;
  }
  ctx.out.changed();
  return { result: 'ok', durationMs: 0 };
}

/** One step of cleaning: random sweeps over the floor, and home when the battery runs low. */
export function sweep(ctx: RobotContext): void {
  const s = ctx.state;
  if (s.battery < RETURN_TO_DOCK_PERCENT) {
    s.mode = 'dock';
    s.cleaning = 'returning';
    s.wanderTarget = null;
    ctx.out.changed();
    return;
  }
  s.wanderTarget ??= randomFloorPoint(ctx.random);
  if (driveTowards(s, s.wanderTarget)) s.wanderTarget = null;
}
