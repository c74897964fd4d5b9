import type { OutputLink } from './output-link.js';
import type { RobotState } from './robot-state.js';
import type { RobotTimers } from './robot-timers.js';

/** What every job of a simulated robot works with: its state, its voice, its timers and its dice. */
export interface RobotContext {
  readonly state: RobotState;
  readonly out: OutputLink;
  readonly timers: RobotTimers;
  readonly random: () => number;
  /** Drives around on its own when it has nothing to do. */
  readonly autonomous: boolean;
}
