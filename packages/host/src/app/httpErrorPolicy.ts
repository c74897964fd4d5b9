import type { HttpError } from '@fleetdeck/sdk';
import { LOGIN_PATH } from './constants.js';

/** What the shell does about a 401/403/498/499 (spec §8). */
export interface HttpErrorAction {
  /** Alert to show: its key under `common:errors.` and whether it links to the help centre. */
  alert?: { key: 'ipNotAllowed' | 'contractEnded' | 'paymentIncomplete'; helpLink: boolean };
  /** Where to go, or undefined to stay. */
  navigate?: string;
  /** Whether the stored session must be dropped. */
  clearSession: boolean;
}

/**
 * Decides the shell's reaction to an API error: 401/403 → login unless already there (the
 * IP-not-allowed 403 also alerts unless an alert is already shown); 499 and 498 → alert with
 * a help-centre link, then login.
 */
export function decideHttpErrorAction(error: Pick<HttpError, 'status' | 'code' | 'message'>, pathname: string, alertShown: boolean): HttpErrorAction | null {
  const onLogin = pathname === LOGIN_PATH;
  const toLogin = onLogin ? undefined : LOGIN_PATH;
  if (error.status === 499) return { alert: { key: 'contractEnded', helpLink: true }, navigate: toLogin, clearSession: true };
  if (error.status === 498) return { alert: { key: 'paymentIncomplete', helpLink: true }, navigate: toLogin, clearSession: true };
  if (error.status === 401 || error.status === 403) {
    const ipBlocked = error.code === 'IP_NOT_ALLOWED' || /IP address is not allowed/i.test(error.message);
    const alert = ipBlocked && !alertShown ? { key: 'ipNotAllowed' as const, helpLink: false } : undefined;
    return { alert, navigate: toLogin, clearSession: !onLogin };
  }
  return null;
}
