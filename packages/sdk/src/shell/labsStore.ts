import { proxy, useSnapshot } from 'valtio';

const HIDE_PREFIX = 'fleetdeck.labs.hideConfirm.';

/** The labs confirmation waiting for an answer, if any; the host renders the dialog from it. */
export const labsStore = proxy<{ pending: { targetId: string } | null }>({ pending: null });

let resolvePending: ((confirmed: boolean) => void) | null = null;

function hidden(targetId: string): boolean {
  try {
    return localStorage.getItem(HIDE_PREFIX + targetId) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks the user to confirm opening an experimental (labs) target; resolves true at once when
 * they chose "do not show again" for this target before.
 *
 * @group Labs
 * @example
 * ```tsx
 * if (await confirmLabs('my-view')) navigate('/custom/my-view');
 * ```
 */
export function confirmLabs(targetId: string): Promise<boolean> {
  if (hidden(targetId)) return Promise.resolve(true);
  resolvePending?.(false);
  labsStore.pending = { targetId };
  return new Promise((resolve) => {
    resolvePending = resolve;
  });
}

/** Answers the pending confirmation; `hideNextTime` saves the choice for that target. */
export function answerLabs(confirmed: boolean, hideNextTime: boolean): void {
  const pending = labsStore.pending;
  if (!pending) return;
  if (confirmed && hideNextTime) {
    try {
      localStorage.setItem(HIDE_PREFIX + pending.targetId, '1');
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts only this visit.
    }
  }
  labsStore.pending = null;
  const resolve = resolvePending;
  resolvePending = null;
  resolve?.(confirmed);
}

/**
 * The labs confirmation waiting for an answer, or null.
 * @group Labs
 * @example
 * ```tsx
 * const pending = useLabsPending(); // { targetId } while a labs confirmation is open
 * ```
 */
export function useLabsPending(): { targetId: string } | null {
  return useSnapshot(labsStore).pending;
}
