import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RobotLiveState } from '@fleetdeck/model';
import { getLiveStream } from './pageLiveStream.js';
import type { StreamStatus } from './liveTypes.js';
import { useRobotBuilding } from './useRobotBuilding.js';
import { useStreamStatus } from './useStreamStatus.js';

/**
 * The latest state of one robot, following its building while mounted ('' follows nothing).
 * @group Live robots
 * @example
 * ```tsx
 * const { robot, status } = useLiveRobot('SN-0001');
 * if (!robot) return <Spinner />;
 * return <Text>{robot.name} ({robot.connection}{status === 'reconnecting' ? ', reconnecting' : ''})</Text>;
 * ```
 */
export function useLiveRobot(serialNo: string): { robot: RobotLiveState | undefined; status: StreamStatus } {
  const stream = getLiveStream();
  const buildingId = useRobotBuilding(serialNo);
  useEffect(() => {
    // An empty serial number (a page still loading its robot) follows nothing.
    if (!serialNo) return undefined;
    // Keep the socket open while the building is looked up, so the first state is not delayed.
    if (buildingId === undefined) return stream.retain();
    return stream.subscribeBuildings(buildingId === null ? null : [buildingId]);
  }, [stream, serialNo, buildingId]);
  const subscribe = useCallback((listener: () => void) => stream.robots.subscribe(listener), [stream]);
  const robot = useSyncExternalStore(
    subscribe,
    () => stream.robots.get(serialNo),
    () => undefined,
  );
  return { robot, status: useStreamStatus() };
}
