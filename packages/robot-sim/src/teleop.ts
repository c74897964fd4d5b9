import { Gateway, type RobotCommand } from '@fleetdeck/model';
import { Speeds, clampMagnitude, speedFactor } from './motion.js';
import { endNavigation } from './modes.js';
import type { RobotContext } from './robot-context.js';
import { driveBlocked, driveBlockingError } from './robot-errors.js';
import type { RobotState } from './robot-state.js';
import { SENTRY_REFUSAL } from './sentry.js';

/** Why the robot refuses to be driven by hand now (the ack's code and message), or null when it may be. */
export function teleopRefusal(s: RobotState): { code: string; message?: string } | null {
  if (driveBlocked(s)) return { code: driveBlockingError(s) };
  if (s.sentry) return { code: 'SENTRY_MODE', message: SENTRY_REFUSAL.message };
  return null;
}

/**
 * Drives at the commanded speeds (limited, and scaled in slow mode), ending any flow, charge or cleaning.
 * The dead-man rule: hearing nothing for the interval means the operator's link is gone, so `onSilence` runs.
 */
export function driveByHand(ctx: RobotContext, command: Extract<RobotCommand, { name: 'teleop' }>, onSilence: () => void): void {
  const s = ctx.state;
  s.flow = null;
  endNavigation(s);
  s.charging = false;
  s.cleaning = 'idle';
  s.mode = 'teleop';
  const factor = speedFactor(s.speed);
  s.velocity = {
    linear: clampMagnitude(command.linear, Speeds.maxLinear) * factor,
    angular: clampMagnitude(command.angular, Speeds.maxAngular) * factor,
  };
  ctx.timers.armDeadman(Math.min(command.deadmanMs, Gateway.teleopDeadmanMs), onSilence);
}
