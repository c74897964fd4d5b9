import { useCallback, useSyncExternalStore } from 'react';
import { getLiveStream } from './pageLiveStream.js';
import type { StreamStatus } from './liveTypes.js';

/**
 * The state of the page's live stream; re-renders when it changes.
 * @group Live robots
 * @example
 * ```tsx
 * const status = useStreamStatus();
 * return status === 'open' ? null : <Badge>{t(`stream.${status}`)}</Badge>;
 * ```
 */
export function useStreamStatus(): StreamStatus {
  const stream = getLiveStream();
  // A stable subscribe function, so React does not resubscribe on every render.
  const subscribe = useCallback((listener: () => void) => stream.onStatus(listener), [stream]);
  return useSyncExternalStore(
    subscribe,
    () => stream.status,
    () => 'closed',
  );
}
