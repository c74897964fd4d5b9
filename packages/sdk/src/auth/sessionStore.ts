import { proxy, ref, useSnapshot } from 'valtio';
import { HOME_SCREEN } from '@fleetdeck/model';
import { api } from '../data/apiClient.js';
import { isHttpError } from '../data/HttpError.js';
import { navigateTo } from '../shell/shellNavigation.js';
import { setUniversalDesign } from '../shell/shellMode.js';
import { endCurrentContext, startCurrentContext } from './currentContext.js';
import type { Session } from './session.js';
import { readToken, writeSignedInHint, writeToken } from './tokenStorage.js';

/**
 * `unknown` until the stored token has been checked at boot, then `ready`.
 * @group Auth
 * @example
 * ```tsx
 * const status: SessionStatus = useSessionStatus();
 * if (status === 'unknown') return <Spinner />; // the stored token is still being checked
 * ```
 */
export type SessionStatus = 'unknown' | 'ready';

/** The session shared by the shell and every plugin (one SDK instance at runtime). */
export const sessionStore = proxy<{ session: Session | null; status: SessionStatus }>({
  session: null,
  status: 'unknown',
});

/**
 * The default page after sign-in (spec §2).
 * @group Auth
 * @example
 * ```tsx
 * if (session) return <Navigate to={DEFAULT_PAGE} replace />; // '/robot/control'
 * ```
 */
export const DEFAULT_PAGE = HOME_SCREEN;

/**
 * Delay between a successful login and leaving the login page (spec §2, §9).
 * @group Auth
 * @example
 * ```ts
 * // a test of the login page waits for the redirect
 * await new Promise((resolve) => setTimeout(resolve, SIGN_IN_REDIRECT_DELAY_MS + 100));
 * ```
 */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/**
 * Stores a session from login (token included) and makes it current.
 * @group Auth
 * @example
 * ```ts
 * // once /operators/login (or its code step) answered a session rather than a pending step
 * signIn(session); // stays on this page; completeSignIn also redirects
 * ```
 */
export function signIn(session: Session): void {
  if (session.token) writeToken(session.token);
  const { token: _token, ...rest } = session;
  sessionStore.session = ref(rest);
  sessionStore.status = 'ready';
  startCurrentContext(rest.id, rest.organizationId, rest.buildingId);
  // Sign-in follows the account's universal-design setting, on or off (the previous user's choice
  // must not carry over); the menu changes it on the account (see saveUniversalDesign).
  setUniversalDesign(rest.isUniversalDesign === true);
}

/**
 * A same-origin path from a `redirect` query, or the default page when absent or unsafe.
 * @group Auth
 * @example
 * ```ts
 * safeRedirect('/building/list'); // '/building/list'
 * safeRedirect('//evil.example'); // '/robot/control'
 * ```
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_PAGE;
  }
  return redirect;
}

/**
 * Stores the session, waits 0.5 s, then goes to the `redirect` query or /robot/control.
 * @group Auth
 * @example
 * ```ts
 * // once /operators/login (or its code step) answered a session rather than a pending step
 * await completeSignIn(session); // "Logged in", then ?redirect= or /robot/control
 * ```
 */
export async function completeSignIn(session: Session): Promise<void> {
  signIn(session);
  // The 0.5 s are counted from the frame that shows "Logged in": signing in starts loading the next
  // page's code, and on a busy device that frame can come late.
  await afterNextPaint();
  await new Promise((resolve) => setTimeout(resolve, SIGN_IN_REDIRECT_DELAY_MS));
  const redirect = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('redirect');
  navigateTo(safeRedirect(redirect), { replace: true });
}

/**
 * Forgets the session locally without calling the server.
 * @group Auth
 * @example
 * ```ts
 * // the server refused the stored token: forget it without calling /operators/logout
 * clearSession();
 * ```
 */
export function clearSession(): void {
  writeToken(null);
  sessionStore.session = null;
  sessionStore.status = 'ready';
  endCurrentContext();
}

/**
 * Logs out on the server (failures ignored), forgets the token and loads the login page afresh.
 * @group Auth
 * @example
 * ```tsx
 * <Button onClick={() => void signOut()}>{t('signOut')}</Button>
 * ```
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/operators/logout', undefined, { silent: true });
  } catch {
    // The token is dropped locally either way; a failed logout call must not keep the user in.
  }
  if (typeof window === 'undefined') {
    clearSession();
    return;
  }
  // A full load of the login page drops whatever the previous account's plugins hold in memory,
  // and no guard gets the chance to send the next person back to this account's page.
  writeToken(null);
  window.location.replace('/auth/login');
}

/**
 * Re-reads the session for the stored token; clears it when the server no longer accepts it.
 * @group Auth
 * @example
 * ```ts
 * // after the account's profile changed on the server
 * const session = await refreshSession();
 * if (!session) navigateTo('/auth/login');
 * ```
 */
export async function refreshSession(): Promise<Session | null> {
  if (!readToken()) {
    clearSession();
    return null;
  }
  try {
    const session = await api.get<Session>('/my/session', { silent: true });
    // A browser signed in before the console set the hint gets it now.
    writeSignedInHint(true);
    const previous = sessionStore.session;
    sessionStore.session = ref({ ...session, token: undefined });
    sessionStore.status = 'ready';
    if (!previous || previous.id !== session.id) {
      startCurrentContext(session.id, session.organizationId, session.buildingId);
    }
    // The mode is kept on the account: a change made in another browser or device shows here at the next load.
    setUniversalDesign(session.isUniversalDesign === true);
    return session;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) clearSession();
    else sessionStore.status = 'ready';
    return sessionStore.session;
  }
}

/**
 * The current session, or null when signed out.
 * @group Auth
 * @example
 * ```tsx
 * const session = useSession();
 * return <Text>{t('hello', { name: session?.firstName ?? '' })}</Text>;
 * ```
 */
export function useSession(): Session | null {
  return useSnapshot(sessionStore).session as Session | null;
}

/**
 * Whether the stored session has been checked yet.
 * @group Auth
 * @example
 * ```tsx
 * const status = useSessionStatus(); // 'unknown' until the session is restored, then 'ready'
 * if (status === 'unknown') return <Spinner />;
 * ```
 */
export function useSessionStatus(): SessionStatus {
  return useSnapshot(sessionStore).status;
}

// Resolves once the next frame has been painted (two animation frames), or after a second where no
// frame comes (a hidden tab paints none), at once outside a browser.
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, 1_000);
    requestAnimationFrame(() => requestAnimationFrame(() => {
      clearTimeout(cap);
      resolve();
    }));
  });
}
