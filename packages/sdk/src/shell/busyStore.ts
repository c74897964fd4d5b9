import { proxy, useSnapshot } from 'valtio';

/** Count of writes in flight; the host shows the busy overlay while it is above zero. */
export const busyStore = proxy({ pending: 0 });

/** Marks one write as started; call the returned function exactly once when it settles. */
export function beginBusy(): () => void {
  busyStore.pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    busyStore.pending = Math.max(0, busyStore.pending - 1);
  };
}

/** True while any post, put, patch or delete is in flight. */
export function useBusy(): boolean {
  return useSnapshot(busyStore).pending > 0;
}
