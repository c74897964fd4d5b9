import { liveRobotStatus, type RobotLiveState } from '@fleetdeck/model';

/** i18n key of the §4 status an operator sees: the registered one when an administrator set it, else what the robot reports. */
export function robotStatusKey(robot: RobotLiveState): string {
  return `status.${liveRobotStatus(robot)}`;
}
