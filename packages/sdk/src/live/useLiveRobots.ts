import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RobotLiveState } from '@fleetdeck/model';
import { selectionKey } from './buildingSubscriptions.js';
import { getLiveStream } from './pageLiveStream.js';
import type { StreamStatus } from './liveTypes.js';
import { useStreamStatus } from './useStreamStatus.js';

const NO_ROBOTS: RobotLiveState[] = [];

/**
 * The latest state of every robot in some buildings (null: all the user may see), following
 * them while mounted. Re-renders at most once per animation frame; the array stays the same
 * object until one of its robots changes.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const { robots, status } = useLiveRobots(null); // or [buildingId, ...]
 * return (
 *   <ul aria-busy={status === 'connecting'}>
 *     {robots.map((robot) => <li key={robot.robotId}>{robot.name}: {robot.telemetry?.battery.percent ?? '–'}%</li>)}
 *   </ul>
 * );
 * ```
 */
export function useLiveRobots(buildingIds: number[] | null): { robots: RobotLiveState[]; status: StreamStatus } {
  const stream = getLiveStream();
  const key = selectionKey(buildingIds);
  const selection = useMemo(() => (key === 'all' ? null : key === '' ? [] : key.split(',').map(Number)), [key]);
  useEffect(() => stream.subscribeBuildings(selection), [stream, selection]);
  const subscribe = useCallback((listener: () => void) => stream.robots.subscribe(listener), [stream]);
  const robots = useSyncExternalStore(
    subscribe,
    () => stream.robots.select(selection),
    () => NO_ROBOTS,
  );
  return { robots, status: useStreamStatus() };
}
