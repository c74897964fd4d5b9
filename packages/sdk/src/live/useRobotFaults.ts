import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getRobotFaultWatch } from './robotFaultWatch.js';
import type { RobotFault, RobotFaultNews } from './robotFaultTracker.js';

const NO_FAULTS: readonly RobotFault[] = [];

/**
 * Robots of every building the user may see that have an active robot error or a pressed
 * emergency stop, errors first, then by name; follows all those buildings while mounted. Faults already present
 * when it starts are listed too. With `onNews`, also calls it for each fault that newly appears
 * on a robot (never for those already present at the start).
 *
 * @group Live robots
 * @example
 * ```tsx
 * const faults = useRobotFaults((news) => notify(t('fault', { name: news.fault.name })));
 * return <Button aria-label={t('faults', { count: faults.length })}>{faults.length}</Button>;
 * ```
 */
export function useRobotFaults(onNews?: (news: RobotFaultNews) => void): readonly RobotFault[] {
  const watch = getRobotFaultWatch();
  const latest = useRef(onNews);
  useEffect(() => {
    latest.current = onNews;
  });
  // News listeners first, so a fault found by the watch's first check is not missed.
  useEffect(() => watch.onNews((news) => latest.current?.(news)), [watch]);
  useEffect(() => watch.start(), [watch]);
  const subscribe = useCallback((listener: () => void) => watch.subscribe(listener), [watch]);
  return useSyncExternalStore(
    subscribe,
    () => watch.faults,
    () => NO_FAULTS,
  );
}
