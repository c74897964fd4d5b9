import { useCallback, useSyncExternalStore } from 'react';
import { getLiveStream } from './pageLiveStream.js';
import type { StreamError } from './streamErrors.js';

/**
 * The latest error the server sent on the live stream (null when none) and a function that dismisses it.
 * @group Live robots
 * @example
 * ```tsx
 * const { error, dismiss } = useStreamError();
 * return error ? <MessageBar intent="error" onClick={dismiss}>{t('streamError', { code: error.code })}</MessageBar> : null;
 * ```
 */
export function useStreamError(): { error: StreamError | null; dismiss: () => void } {
  const stream = getLiveStream();
  const subscribe = useCallback((listener: () => void) => stream.errors.subscribe(listener), [stream]);
  const error = useSyncExternalStore(
    subscribe,
    () => stream.errors.latest,
    () => null,
  );
  const dismiss = useCallback(() => stream.errors.clear(), [stream]);
  return { error, dismiss };
}
