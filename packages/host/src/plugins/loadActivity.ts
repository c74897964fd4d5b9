import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

/** What a page navigation is waiting for (plugin code, the guard's session and init step); the progress bar watches this. */
export const loadActivity = proxy({ pending: 0 });

/** Counts a load as in flight until it settles. */
export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  loadActivity.pending += 1;
  const done = () => {
    loadActivity.pending = Math.max(0, loadActivity.pending - 1);
  };
  promise.then(done, done);
  return promise;
}

/** Counts the caller as waiting while `active` is true (a guard holding the page back). */
export function useNavigationWait(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    loadActivity.pending += 1;
    return () => {
      loadActivity.pending = Math.max(0, loadActivity.pending - 1);
    };
  }, [active]);
}

/** True while any part of a navigation is being waited for. */
export function useLoading(): boolean {
  return useSnapshot(loadActivity).pending > 0;
}
