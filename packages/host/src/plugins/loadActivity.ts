import { proxy, useSnapshot } from 'valtio';

/** Plugin loads in flight; the navigation progress bar watches this. */
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

/** True while any plugin or custom view is loading. */
export function useLoading(): boolean {
  return useSnapshot(loadActivity).pending > 0;
}
