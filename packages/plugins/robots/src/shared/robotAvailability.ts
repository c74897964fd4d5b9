import { Limits, RobotStatus, liveRobotStatus, type RobotLiveState } from '@fleetdeck/model';

// Battery states in which a robot should not be sent out, whatever the percentage says.
const LOW_BATTERY_STATES = new Set(['below20', 'lowVoltage', 'bmError', 'protect']);

/**
 * Whether a robot is available for a new job — what "Available only" on robot/control shows:
 * online, status "available" (§4) both as registered by an administrator and as the robot
 * reports it (`liveRobotStatus`), no active robot error (§8), no flow running, and battery
 * not low (at least 20%, the §5 threshold, and not in a below-20%, low-voltage, battery
 * management error or protection state).
 */
export function isAvailable(robot: RobotLiveState): boolean {
  const t = robot.telemetry;
  if (robot.connection !== 'online' || !t) return false;
  if (liveRobotStatus(robot) !== RobotStatus.available) return false;
  if (t.errors.length > 0 || t.currentFlow !== null) return false;
  return !isBatteryLow(t.battery);
}

/** Whether a battery reading counts as low (below 20% or a state that says so). */
export function isBatteryLow(battery: { percent: number; state: string }): boolean {
  return battery.percent < Limits.osUpdateMinBatteryPercent || LOW_BATTERY_STATES.has(battery.state);
}
