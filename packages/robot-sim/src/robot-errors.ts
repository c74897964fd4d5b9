import { ArmRobotModels, type RobotErrorCode } from '@fleetdeck/model';
import { halt } from './modes.js';
import type { RobotContext } from './robot-context.js';
import type { RobotState } from './robot-state.js';

/**
 * How long a §8 fault lasts before the simulated robot clears it on its own, ms. The emergency stop
 * never clears on its own: this is how long its button stays pressed (see pressEmergencyStop).
 */
export const FAULT_DURATION_MS: Record<RobotErrorCode, number> = {
  EMERGENCY_STOP: 20_000,
  MOTOR_HOT: 30_000,
  HARDWARE_ERROR: 30_000,
  LOW_BATTERY: Number.POSITIVE_INFINITY,
};

/** Whether a fault that forbids driving is active. */
export function driveBlocked(s: RobotState): boolean {
  return s.errors.has('EMERGENCY_STOP') || s.errors.has('HARDWARE_ERROR');
}

/** The active error that forbids driving, named in refusals (a low battery does not forbid it). */
export function driveBlockingError(s: RobotState): 'EMERGENCY_STOP' | 'HARDWARE_ERROR' {
  return s.errors.has('EMERGENCY_STOP') ? 'EMERGENCY_STOP' : 'HARDWARE_ERROR';
}

/** Raises an error with its event; one that forbids driving stops the robot. A hot motor exists only on arms. */
export function raise(ctx: RobotContext, code: RobotErrorCode, now: number): void {
  const s = ctx.state;
  if (code === 'MOTOR_HOT' && !ArmRobotModels.includes(s.model)) return;
  if (s.errors.has(code)) return;
  s.errors.set(code, code === 'EMERGENCY_STOP' ? Number.POSITIVE_INFINITY : now + FAULT_DURATION_MS[code]);
  if (code === 'EMERGENCY_STOP' || code === 'HARDWARE_ERROR') halt(ctx);
  const level = code === 'LOW_BATTERY' || code === 'MOTOR_HOT' ? 5 : 9;
  ctx.out.event({ type: 'event', ts: now, level, kind: 'robotError', code, active: true });
  ctx.out.changed();
}

/** Clears an active error with its event. */
export function clear(ctx: RobotContext, code: RobotErrorCode, now: number): void {
  if (!ctx.state.errors.delete(code)) return;
  ctx.out.event({ type: 'event', ts: now, level: 0, kind: 'robotError', code, active: false });
  ctx.out.changed();
}

/** Clears the errors whose time is up. */
export function expireFaults(ctx: RobotContext, now: number): void {
  for (const [code, until] of ctx.state.errors) if (now >= until) clear(ctx, code, now);
}
