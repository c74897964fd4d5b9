import { RobotStatus } from './statuses.js';
import type { RobotLiveState } from './robot-stream.js';

/** A §4 robot status, or `unknown` (spec §4: "unknown also appears") while an online robot has not reported yet. */
export type LiveRobotStatus = RobotStatus | 'unknown';

/**
 * The §4 status an operator sees for a live robot. An administrator's mark (unavailable, under
 * maintenance, in repair shop) wins over whatever the robot reports: a robot sent to the repair
 * shop must not look ready because its software says it is. A robot marked available shows what
 * it reports itself; an offline one is unavailable, since nothing can be sent to it.
 */
export function liveRobotStatus(robot: Pick<RobotLiveState, 'registeredStatus' | 'connection' | 'telemetry'>): LiveRobotStatus {
  if (robot.registeredStatus !== RobotStatus.available) return robot.registeredStatus;
  if (robot.connection !== 'online') return RobotStatus.unavailable;
  return robot.telemetry?.status ?? 'unknown';
}
