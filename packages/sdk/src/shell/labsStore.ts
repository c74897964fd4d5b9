import { proxy, useSnapshot } from 'valtio';

const HIDE_PREFIX = 'fleetdeck.labs.hideConfirm.';

/**
 * A plugin's own wording for the labs confirmation (already translated, e.g. with `useT()`); each
 * part left out keeps the console's text, which speaks of a page.
 * @group Labs
 * @example
 * ```tsx
 * const text: LabsConfirmText = { body: t('labs.summaryBody'), open: t('labs.tryIt') };
 * ```
 */
export interface LabsConfirmText {
  title?: string;
  body?: string;
  dontShowAgain?: string;
  open?: string;
}

/**
 * A labs confirmation waiting for an answer: its target and the plugin's wording, if it gave one.
 * @group Labs
 * @example
 * ```tsx
 * const pending: LabsPending | null = useLabsPending();
 * return pending ? <LabsConfirmDialog /> : null; // the host renders the dialog from it
 * ```
 */
export interface LabsPending {
  targetId: string;
  text?: LabsConfirmText;
}

/** The labs confirmation waiting for an answer, if any; the host renders the dialog from it. */
export const labsStore = proxy<{ pending: LabsPending | null }>({ pending: null });

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
 * they chose "do not show again" for this target before. `text` replaces the page wording, for a
 * feature that is not a page.
 *
 * @group Labs
 * @example
 * ```tsx
 * if (await confirmLabs('my-view')) navigate('/custom/my-view');
 * if (await confirmLabs('notes:ai-summary', { body: t('labs.summary') })) showSummary();
 * ```
 */
export function confirmLabs(targetId: string, text?: LabsConfirmText): Promise<boolean> {
  if (hidden(targetId)) return Promise.resolve(true);
  resolvePending?.(false);
  labsStore.pending = text ? { targetId, text } : { targetId };
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
 * const pending = useLabsPending(); // { targetId, text? } while a labs confirmation is open
 * ```
 */
export function useLabsPending(): LabsPending | null {
  return useSnapshot(labsStore).pending;
}
