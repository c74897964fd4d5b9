import { ref } from 'valtio';
import { sessionStore } from '../auth/sessionStore.js';
import { api } from '../data/apiClient.js';
import { setUniversalDesign } from './shellMode.js';

/**
 * Turns universal-design mode on or off for whoever uses the console: at once in this browser, and
 * for a signed-in user on their account too (§3 session field `isUniversalDesign`, written through
 * PATCH /api/my/profile), so their other browsers and devices take it at their next sign-in or load.
 * Signed out (the sign-in pages), only this browser keeps it. Answers whether the account has it;
 * false means the save failed and the mode lasts in this browser only.
 *
 * @group Routing and side bar
 * @example
 * ```tsx
 * if (!(await saveUniversalDesign(true))) showAlert({ type: 'error', message: t('shell.universalDesignNotSaved') });
 * ```
 */
export async function saveUniversalDesign(on: boolean): Promise<boolean> {
  setUniversalDesign(on);
  const session = sessionStore.session;
  if (!session) return true;
  try {
    // A display preference: no busy overlay over the page while it is saved.
    await api.patch('/my/profile', { isUniversalDesign: on }, { quiet: true });
  } catch {
    return false;
  }
  // The session read later (another tab's refresh) must not turn the mode back.
  if (sessionStore.session?.id === session.id) sessionStore.session = ref({ ...sessionStore.session, isUniversalDesign: on });
  return true;
}
