import type { HttpError } from '@fleetdeck/sdk';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH, TERMS_PATH } from './constants.js';

/** What the shell does about a 401/403/498/499 (spec §8). */
export interface HttpErrorAction {
  /** Alert to show: its key under `common:errors.` and whether it links to the help centre. */
  alert?: { key: 'ipNotAllowed' | 'contractEnded' | 'paymentIncomplete' | 'actionForbidden'; helpLink: boolean };
  /** Where to go, or undefined to stay. */
  navigate?: string;
  /** Whether the stored session must be dropped. */
  clearSession: boolean;
}

/**
 * The server's code for "signed in, but this one action is not yours to take" (role too low, record
 * read-only, account above one's rank). Every other 403 (IP_NOT_ALLOWED, ACCOUNT_LOCKED, or a 403
 * without the server's error shape) refuses the session or the network itself.
 */
const PERMISSION_REFUSAL_CODE = 'FORBIDDEN';

/**
 * The server's §4 gates (403): the account is signed in but must change its password or agree to
 * the terms first. The session stays; the user goes to the page that lifts the gate (spec §4).
 */
const GATE_PAGES: Readonly<Record<string, string>> = {
  PASSWORD_CHANGE_REQUIRED: CHANGE_PASSWORD_PATH,
  TERMS_NOT_AGREED: TERMS_PATH,
};

/**
 * Decides the shell's reaction to an API error: 401/403 → login unless already there (the
 * IP-not-allowed 403 also alerts unless an alert is already shown); 499 and 498 → alert with
 * a help-centre link, then login; the §4 gates (PASSWORD_CHANGE_REQUIRED, TERMS_NOT_AGREED) →
 * my/chpwd or the terms page, keeping the session.
 *
 * Why 403 splits in two: spec §8 sends 401/403 to login, and also lists "forbidden: no permission"
 * as a common message. The server answers 403 both when the session or network is refused and when
 * a signed-in user may not do one thing; signing an administrator out for trying an edit above
 * their rank would lose their work without a word. So a 403 FORBIDDEN keeps the session and shows
 * the no-permission message, while any other 403 (IP not allowed, account locked, unknown) goes to
 * login as §8 says. An IP refusal is recognised by its message too, whatever its code.
 */
export function decideHttpErrorAction(error: Pick<HttpError, 'status' | 'code' | 'message'>, pathname: string, alertShown: boolean): HttpErrorAction | null {
  const onLogin = pathname === LOGIN_PATH;
  const toLogin = onLogin ? undefined : LOGIN_PATH;
  if (error.status === 499) return { alert: { key: 'contractEnded', helpLink: true }, navigate: toLogin, clearSession: true };
  if (error.status === 498) return { alert: { key: 'paymentIncomplete', helpLink: true }, navigate: toLogin, clearSession: true };
  const gatePage = error.status === 403 ? GATE_PAGES[error.code] : undefined;
  if (gatePage) {
    // Auth pages route the user on their own after signing in; elsewhere go to the gate's page.
    const stay = pathname === gatePage || pathname.startsWith('/auth/');
    return { navigate: stay ? undefined : gatePage, clearSession: false };
  }
  if (error.status === 401 || error.status === 403) {
    const ipBlocked = error.code === 'IP_NOT_ALLOWED' || /IP address is not allowed/i.test(error.message);
    if (error.status === 403 && error.code === PERMISSION_REFUSAL_CODE && !ipBlocked) {
      return { alert: { key: 'actionForbidden', helpLink: false }, clearSession: false };
    }
    const alert = ipBlocked && !alertShown ? { key: 'ipNotAllowed' as const, helpLink: false } : undefined;
    return { alert, navigate: toLogin, clearSession: !onLogin };
  }
  return null;
}
