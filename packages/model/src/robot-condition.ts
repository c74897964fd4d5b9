import { Limits } from './business-constants.js';
import type { RobotErrorCode } from './gateway.js';
import { liveRobotStatus } from './robot-live-status.js';
import type { RobotLiveState } from './robot-stream.js';
import { RobotStatus, type BatteryState } from './statuses.js';

/**
 * The one condition an operator reads a robot by, worst first: an active robot error, a pressed
 * emergency stop, no link, out of service (an administrator's mark, or the robot says it is not
 * available), a low battery, a job running, or ready for a new job. Its position here is its
 * precedence and its sort rank.
 */
export const RobotCondition = ['error', 'emergencyStop', 'offline', 'unavailable', 'lowBattery', 'busy', 'available'] as const;
export type RobotCondition = (typeof RobotCondition)[number];

/** Colours of conditions and batteries, named as Fluent's Badge `color` names them. */
export type StatusTone = 'danger' | 'warning' | 'success' | 'brand' | 'informative' | 'subtle';

/** Battery below this percentage is low (§5: no OS update, no new job). */
export const LOW_BATTERY_PERCENT = Limits.osUpdateMinBatteryPercent;
/** Battery below this percentage is shown as a warning, so the operator sees it coming before it is low. */
export const BATTERY_WARNING_PERCENT = 40;

// Battery states that say the battery is low or failing whatever the percentage says.
const LOW_BATTERY_STATES: ReadonlySet<BatteryState> = new Set(['below20', 'lowVoltage', 'bmError', 'protect']);
// Robot error codes that roll into a condition of their own rather than `error`.
const NOT_AN_ERROR: ReadonlySet<RobotErrorCode> = new Set(['EMERGENCY_STOP', 'LOW_BATTERY']);

const CONDITION_TONES: Record<RobotCondition, StatusTone> = {
  error: 'danger',
  emergencyStop: 'danger',
  offline: 'subtle',
  unavailable: 'informative',
  lowBattery: 'warning',
  busy: 'brand',
  available: 'success',
};

/** A battery reading as telemetry reports it. */
export interface BatteryReading {
  percent: number;
  state: BatteryState;
}

/** Whether a battery reading counts as low: below 20%, or a state that says the battery is low or failing. */
export function isBatteryLow(battery: BatteryReading): boolean {
  return battery.percent < LOW_BATTERY_PERCENT || LOW_BATTERY_STATES.has(battery.state);
}

/** The colour of a battery reading: danger when low, warning below 40%, success above; subtle without a reading. */
export function batteryTone(battery: BatteryReading | null | undefined): StatusTone {
  if (!battery) return 'subtle';
  if (isBatteryLow(battery)) return 'danger';
  return battery.percent < BATTERY_WARNING_PERCENT ? 'warning' : 'success';
}

/**
 * Rolls a robot's live state into its one condition. The last telemetry counts even while the
 * robot is offline: an error it reported is not known to be gone until it says so.
 */
export function robotCondition(robot: Pick<RobotLiveState, 'connection' | 'registeredStatus' | 'telemetry'>): RobotCondition {
  const t = robot.telemetry;
  const errors = t?.errors ?? [];
  if (errors.some((code) => !NOT_AN_ERROR.has(code))) return 'error';
  if (errors.includes('EMERGENCY_STOP')) return 'emergencyStop';
  if (robot.connection !== 'online') return 'offline';
  if (!t || liveRobotStatus(robot) !== RobotStatus.available) return 'unavailable';
  if (errors.includes('LOW_BATTERY') || isBatteryLow(t.battery)) return 'lowBattery';
  if (t.currentFlow !== null || t.cleaning === 'cleaning' || t.cleaning === 'returning') return 'busy';
  return 'available';
}

/** The colour of a condition: danger for faults, grey offline, warning low battery, brand busy, success available. */
export function conditionTone(condition: RobotCondition): StatusTone {
  return CONDITION_TONES[condition];
}

/** Sort rank of a condition, 0 for the worst. */
export function conditionRank(condition: RobotCondition): number {
  return RobotCondition.indexOf(condition);
}

/** Whether a condition is a fault the operator must be told about at once (a robot error or an emergency stop). */
export function isFault(condition: RobotCondition): boolean {
  return condition === 'error' || condition === 'emergencyStop';
}
