import { CleaningRobotModels, CommandRefusalCode, type CleaningState, type RobotModel } from '@fleetdeck/model';
import { LOW_BATTERY_PERCENT } from './battery.js';

/** What the cleaning rules need to know about a robot. */
export interface CleaningSituation {
  model: RobotModel;
  sentry: boolean;
  battery: number;
  cleaning: CleaningState;
  /** Active errors that forbid driving (emergency stop, hardware error). */
  driveErrors: string[];
  flowRunning: boolean;
  /** The dock cannot be reached now (a simulated docking fault). */
  dockFault: boolean;
}

/** A refused cleaning action: the ack code, its English message and a short machine reason. */
export interface CleaningRefusal {
  code: 'SENTRY_MODE' | 'CLEANING_START_FAILED' | 'CLEANING_STOP_FAILED' | 'RETURN_TO_DOCK_FAILED';
  message: string;
  reason: 'sentry' | 'model' | 'battery' | 'error' | 'flow' | 'notCleaning' | 'dockFault';
}

const refuse = (code: CleaningRefusal['code'], reason: CleaningRefusal['reason'], detail: string): CleaningRefusal => ({
  code,
  reason,
  message: code === 'SENTRY_MODE' ? CommandRefusalCode.SENTRY_MODE.en : `${CommandRefusalCode[code].en.split(':')[0]}: ${detail}`,
});

/** Why a robot refuses a cleaning action (§8 cleaning start, stop and return-to-dock failures), or null when it may go. */
export function cleaningRefusal(action: 'start' | 'stop' | 'dock', s: CleaningSituation): CleaningRefusal | null {
  const cleaner = CleaningRobotModels.includes(s.model);
  if (action === 'stop') {
    return s.cleaning === 'cleaning' ? null : refuse('CLEANING_STOP_FAILED', 'notCleaning', 'the robot is not cleaning');
  }
  // Stopping is always allowed; anything that drives is not while the robot stands guard.
  if (s.sentry) return refuse('SENTRY_MODE', 'sentry', '');
  const failed = action === 'start' ? 'CLEANING_START_FAILED' : 'RETURN_TO_DOCK_FAILED';
  if (!cleaner) return refuse(failed, 'model', `${s.model} is not a cleaning model`);
  const [error] = s.driveErrors;
  if (error) return refuse(failed, 'error', `${error} is active`);
  if (action === 'dock') {
    if (s.dockFault && s.cleaning !== 'docked') return refuse(failed, 'dockFault', 'the charging station cannot be reached (D0001)');
    return null;
  }
  if (s.battery < LOW_BATTERY_PERCENT) return refuse(failed, 'battery', `the battery is below ${LOW_BATTERY_PERCENT}%`);
  if (s.flowRunning) return refuse(failed, 'flow', 'a flow is running');
  return null;
}
