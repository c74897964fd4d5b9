import { RobotMessages } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { releaseHold } from './modes.js';
import type { RobotContext } from './robot-context.js';
import { FAULT_DURATION_MS, clear, raise } from './robot-errors.js';
import type { RobotState } from './robot-state.js';

/** After its emergency stop button is released, a demo (autonomous) robot is reset by on-site staff this much later. */
const ONSITE_RESET_MS = 5000;

/** Whether the emergency stop button on the robot is pressed (only a hand on the robot releases it). */
export function emergencyButtonPressed(s: RobotState): boolean {
  return s.emergencyButtonReleaseAt !== Number.POSITIVE_INFINITY;
}

/** Someone presses the emergency stop button; it stays pressed for `holdMs`, then is released. */
export function pressEmergencyStop(ctx: RobotContext, now: number, holdMs = FAULT_DURATION_MS.EMERGENCY_STOP): void {
  const s = ctx.state;
  s.emergencyButtonReleaseAt = now + holdMs;
  // Pressed again before a pending on-site reset: the error must not expire under the pressed button.
  if (s.errors.has('EMERGENCY_STOP')) s.errors.set('EMERGENCY_STOP', Number.POSITIVE_INFINITY);
  else raise(ctx, 'EMERGENCY_STOP', now);
}

/**
 * The button is released. The error stays until someone resets it, so the robot never drives off by
 * itself; a demo robot's on-site staff do that shortly after.
 */
export function releaseEmergencyStop(ctx: RobotContext, now: number): void {
  const s = ctx.state;
  s.emergencyButtonReleaseAt = Number.POSITIVE_INFINITY;
  if (ctx.autonomous && s.errors.has('EMERGENCY_STOP')) s.errors.set('EMERGENCY_STOP', now + ONSITE_RESET_MS);
}

/** The resetErrors command: clears what a remote reset may clear, and refuses while the button is pressed. */
export function resetErrors(ctx: RobotContext, now: number): Outcome {
  for (const code of ['MOTOR_HOT', 'HARDWARE_ERROR'] as const) clear(ctx, code, now);
  // A pressed emergency stop button is a person's decision on site: no remote reset overrides it.
  if (emergencyButtonPressed(ctx.state)) {
    return {
      result: 'rejected',
      code: 'EMERGENCY_STOP',
      message: RobotMessages.emergencyStopStillPressed.en,
      durationMs: 0,
      data: { remaining: ['EMERGENCY_STOP'] },
    };
  }
  clear(ctx, 'EMERGENCY_STOP', now);
  releaseHold(ctx.state, now);
  return { result: 'ok', durationMs: 0 };
}
