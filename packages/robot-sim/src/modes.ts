import type { RobotContext } from './robot-context.js';
import type { RobotState } from './robot-state.js';

/** Ends whatever drove the robot (teleop, wandering, a flow, cleaning) and stands it still. */
export function halt({ state: s, timers }: RobotContext): void {
  timers.disarmDeadman();
  s.velocity = { linear: 0, angular: 0 };
  if (s.mode === 'clean') s.cleaning = 'idle';
  if (s.mode === 'teleop' || s.mode === 'wander' || s.mode === 'flow' || s.mode === 'clean') s.mode = 'idle';
}

/** Gives up the way to the dock (not the charge of a robot already on it). */
export function cancelDriveToDock(s: RobotState): void {
  if (s.mode !== 'dock' || s.charging) return;
  s.mode = 'idle';
  if (s.cleaning === 'returning') s.cleaning = 'idle';
}

/** Keeps an autonomous robot where it is until a command lets it go. */
export function holdUntilCommanded(s: RobotState): void {
  s.pauseUntil = Number.POSITIVE_INFINITY;
}

/** Lets a robot held by holdUntilCommanded go on at once (a shorter pause is left alone). */
export function releaseHold(s: RobotState, now: number): void {
  if (s.pauseUntil === Number.POSITIVE_INFINITY) s.pauseUntil = now;
}
