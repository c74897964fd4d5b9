import type { HttpError } from './HttpError.js';

/** Statuses the shell handles globally (spec §8): session lost, forbidden, payment, contract. */
export const GLOBALLY_HANDLED_STATUSES: readonly number[] = [401, 403, 498, 499];

type Handler = (error: HttpError, request: { method: string; path: string }) => void;
let handler: Handler | null = null;

/**
 * Lets the host react to 401/403/498/499 from any call (redirect, alert); null removes it.
 * @group Data
 * @example
 * ```ts
 * // host boot: a lost session goes to the login page
 * setHttpErrorHandler((error) => {
 *   if (error.status === 401) navigateTo('/auth/login');
 * });
 * ```
 */
export function setHttpErrorHandler(next: Handler | null): void {
  handler = next;
}

/** Passes an error to the host's handler when its status is one the shell handles. */
export function notifyHttpError(error: HttpError, request: { method: string; path: string }): void {
  if (handler && GLOBALLY_HANDLED_STATUSES.includes(error.status)) handler(error, request);
}
