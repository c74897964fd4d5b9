import { robotCondition, type RobotCondition, type RobotLiveState } from '@fleetdeck/model';

// A robot's state object is replaced whenever it changes, so its condition can be kept with it:
// sorting, filtering and drawing thousands of robots twenty times a second work it out once each.
const conditions = new WeakMap<RobotLiveState, RobotCondition>();

/** `robotCondition` of a live state, worked out once per state object. */
export function conditionOf(robot: RobotLiveState): RobotCondition {
  let condition = conditions.get(robot);
  if (condition === undefined) {
    condition = robotCondition(robot);
    conditions.set(robot, condition);
  }
  return condition;
}
