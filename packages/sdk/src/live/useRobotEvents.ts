import { useEffect, useRef } from 'react';
import { getLiveStream } from './pageLiveStream.js';
import type { LiveRobotEvent } from './liveTypes.js';
import { useRobotBuilding } from './useRobotBuilding.js';

/**
 * Calls `onEvent` for each event of one robot as it happens (null: every robot the page
 * follows). The latest `onEvent` is used without re-subscribing when it changes.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const [last, setLast] = useState<LiveRobotEvent | null>(null);
 * useRobotEvents(serialNo, setLast); // null follows no robot
 * ```
 */
export function useRobotEvents(serialNo: string | null, onEvent: (event: LiveRobotEvent) => void): void {
  const stream = getLiveStream();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const buildingId = useRobotBuilding(serialNo);
  useEffect(() => {
    // Events come only for followed buildings: one robot's events need its building followed.
    if (serialNo === null || buildingId === undefined) return undefined;
    return stream.subscribeBuildings(buildingId === null ? null : [buildingId]);
  }, [stream, serialNo, buildingId]);
  useEffect(
    () =>
      stream.onEvent((event) => {
        if (serialNo === null || event.serialNo === serialNo) latest.current(event);
      }),
    [stream, serialNo],
  );
}
