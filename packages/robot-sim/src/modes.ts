import type { RobotContext } from './robot-context.js';
import type { RobotState } from './robot-state.js';

/** Ends whatever drove the robot (teleop, wandering, a flow, cleaning) and stands it still. */
export function halt({ state: s, timers }: RobotContext): void {
  timers.disarmDeadman();
  s.velocity = { linear: 0, angular: 0 };
  if (s.mode === 'clean') s.cleaning = 'idle';
  if (s.mode === 'teleop' || s.mode === 'wander' || s.mode === 'flow' || s.mode === 'clean' || s.mode === 'navigate') s.mode = 'idle';
  // The way to the dock keeps its path; whatever else drove along one has ended.
  if (s.mode !== 'dock') endNavigation(s);
}

/** Forgets the path the robot was following and the plan it came from. */
export function endNavigation(s: RobotState): void {
  s.navigation = null;
  s.plannedFor = null;
  s.goToWaypointId = null;
}

/** Gives up the way to the dock (not the charge of a robot already on it). */
export function cancelDriveToDock(s: RobotState): void {
  if (s.mode !== 'dock' || s.charging) return;
  s.mode = 'idle';
  endNavigation(s);
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
