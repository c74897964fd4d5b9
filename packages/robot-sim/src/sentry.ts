import { CommandRefusalCode } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { cancelDriveToDock, halt, holdUntilCommanded, releaseHold } from './modes.js';
import type { RobotContext } from './robot-context.js';

/** The refusal of anything that moves the robot while it stands guard. */
export const SENTRY_REFUSAL: Outcome = { result: 'rejected', code: 'SENTRY_MODE', message: CommandRefusalCode.SENTRY_MODE.en, durationMs: 0 };

/** Turns sentry mode on (the robot stops whatever moved it and stays put) or off (it may go on). */
export function setSentry(ctx: RobotContext, on: boolean, now: number): void {
  const s = ctx.state;
  if (on === s.sentry) return;
  s.sentry = on;
  if (on) {
    // Standing guard means standing still: whatever moved the robot ends here.
    s.flow = null;
    s.wanderTarget = null;
    halt(ctx);
    cancelDriveToDock(s);
    holdUntilCommanded(s);
  } else {
    releaseHold(s, now);
  }
  ctx.out.changed();
}
