import { proxy, useSnapshot } from 'valtio';

/** Count of writes in flight; the host shows the busy overlay while it is above zero. */
export const busyStore = proxy({ pending: 0 });

// Spec §1: the overlay is cleared on any failure, even with other writes still in flight. Each
// failure starts a new generation; writes begun before it no longer count when they settle.
let generation = 0;

/** Marks one write as started; call the returned function exactly once when it settles, with `true` if it failed. */
export function beginBusy(): (failed?: boolean) => void {
  busyStore.pending += 1;
  const startedIn = generation;
  let done = false;
  return (failed = false) => {
    if (done) return;
    done = true;
    if (failed) {
      generation += 1;
      busyStore.pending = 0;
      return;
    }
    if (startedIn === generation) busyStore.pending = Math.max(0, busyStore.pending - 1);
  };
}

/**
 * True while any post, put, patch or delete is in flight.
 * @group Data
 * @example
 * ```tsx
 * const busy = useBusy(); // true while any write is in flight
 * return <Button disabled={busy} type="submit">{t('save')}</Button>;
 * ```
 */
export function useBusy(): boolean {
  return useSnapshot(busyStore).pending > 0;
}
