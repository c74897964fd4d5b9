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
}
