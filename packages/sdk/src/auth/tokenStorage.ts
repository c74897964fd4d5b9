import { SIGNED_IN_HINT_COOKIE } from '@fleetdeck/model';

/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'fleetdeck.token';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored bearer token, if any.
 * @group Auth
 * @example
 * ```ts
 * // a request the API client cannot make (an EventSource, a download link)
 * const headers = { Authorization: `Bearer ${readToken() ?? ''}` };
 * ```
 */
export function readToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

/** Stores the bearer token, or removes it when given null. */
export function writeToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(TOKEN_STORAGE_KEY, token);
  else s.removeItem(TOKEN_STORAGE_KEY);
  writeSignedInHint(token !== null);
}

// Kept as long as a token may be (a year): the token's own expiry is the server's to judge.
const HINT_MAX_AGE_S = 365 * 24 * 3600;

/** Sets or clears SIGNED_IN_HINT_COOKIE beside the token (a hint for the server's first-screen preloads). */
export function writeSignedInHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  // Written only when it changes: a cookie write on every start (the sign-in page clears a hint it
  // does not have) cost 4 ms of start-up at Lighthouse's 4x CPU slowdown. A hint found missing
  // is set again with its year, at the next sign-in or session refresh.
  if (document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`) === signedIn) return;
  const lifetime = signedIn ? `Max-Age=${HINT_MAX_AGE_S}` : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; ${lifetime}; SameSite=Strict`;
}
