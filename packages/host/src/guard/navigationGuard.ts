import { canAccess, type AccessLevel, type Session } from '@fleetdeck/sdk';
import { CHANGE_PASSWORD_PATH, FORBIDDEN_PATH, LOGIN_PATH } from '../app/constants.js';

/** Pages that skip the init step (spec §4). */
export const INIT_EXEMPT_PATHS: readonly string[] = [
  LOGIN_PATH,
  CHANGE_PASSWORD_PATH,
  '/auth/reset-password-request',
  '/auth/reset-password',
  FORBIDDEN_PATH,
  '/auth/404',
];

/** Where the guard sends the user instead, or null to let the page open. */
export type GuardDecision = { redirect: string } | null;

/**
 * The navigation guard of spec §4, in order: sign-in needed → login with the full target as
 * `redirect`; role missing → 403; password change pending → my/chpwd (except there and on auth pages).
 */
export function guardRoute(fullPath: string, access: AccessLevel, session: Pick<Session, 'type' | 'passwordChangeRequired'> | null): GuardDecision {
  const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
  const decision = canAccess(session, access);
  if (!decision.can) {
    if (decision.reason === 'notSignedIn') return { redirect: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
    return { redirect: FORBIDDEN_PATH };
  }
  if (session?.passwordChangeRequired && pathname !== CHANGE_PASSWORD_PATH && !pathname.startsWith('/auth/')) {
    return { redirect: CHANGE_PASSWORD_PATH };
  }
  return null;
}

/** Whether entering this page runs the init step (contract and terms check). */
export function needsInitStep(pathname: string): boolean {
  return !INIT_EXEMPT_PATHS.includes(pathname);
}
