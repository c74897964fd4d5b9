import type { RobotLiveState } from '@fleetdeck/model';

/** i18n key of a robot's §4 status ("unknown" before its first telemetry). */
export function robotStatusKey(robot: RobotLiveState): string {
  const status = robot.telemetry?.status;
  return status === undefined ? 'status.unknown' : `status.${status}`;
}
