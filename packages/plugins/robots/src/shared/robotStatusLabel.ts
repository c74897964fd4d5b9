import { liveRobotStatus, robotCondition, type RobotCondition, type RobotLiveState } from '@fleetdeck/model';

// Conditions that say more than the §4 status: a robot reporting "available" with its emergency
// stop pressed must not read "Available". Offline and out-of-service robots keep their §4 status
// (an administrator's "Under maintenance" says more than "Offline").
const TOLD_BY_CONDITION: ReadonlySet<RobotCondition> = new Set(['error', 'emergencyStop', 'lowBattery', 'busy', 'available']);

/** i18n key of the status an operator sees, in agreement with the robot's condition. */
export function robotStatusKey(robot: RobotLiveState): string {
  const condition = robotCondition(robot);
  return TOLD_BY_CONDITION.has(condition) ? `condition.${condition}` : `status.${liveRobotStatus(robot)}`;
}

/** i18n key of a robot's condition badge: the condition, or for a robot out of service its §4 status. */
export function robotConditionKey(robot: RobotLiveState, condition: RobotCondition = robotCondition(robot)): string {
  return condition === 'unavailable' ? `status.${liveRobotStatus(robot)}` : `condition.${condition}`;
}
