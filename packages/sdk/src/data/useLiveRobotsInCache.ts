import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RobotLiveState } from '@fleetdeck/model';
import { writeLiveRobots } from './liveRobotRecords.js';

/**
 * Writes the robots a page follows (from `useLiveRobots`/`useLiveRobot`) into the cached robot records and lists.
 *
 * @example
 * ```ts
 * const live = useLiveRobots([buildingId]);
 * useLiveRobotsInCache(live.robots); // the robots list on screen shows the live status too
 * ```
 *
 * @group Live robots
 */
export function useLiveRobotsInCache(robots: readonly RobotLiveState[]): void {
  const client = useQueryClient();
  useEffect(() => writeLiveRobots(client, robots), [client, robots]);
}
