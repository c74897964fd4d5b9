import { robotCondition, type RobotLiveState } from '@fleetdeck/model';

/**
 * Whether a robot is available for a new job — what "Available only" on robot/control shows:
 * its rolled-up condition (`robotCondition`) is `available`: online, status "available" (§4)
 * both as registered and as reported, no robot error (§8), no job running and battery not low.
 */
export function isAvailable(robot: RobotLiveState): boolean {
  return robotCondition(robot) === 'available';
}
