import { HttpError } from '../data/HttpError.js';

/** Stream close codes after which reconnecting cannot help: 4000 + the HTTP status. */
export const ACCESS_CLOSE_CODES: readonly number[] = [4401, 4403, 4498, 4499];

/**
 * The HTTP error a stream close code stands for, so the shell reacts exactly as it does to
 * the same status from a REST call (sign-in, IP alert, contract and payment alerts); null
 * for closes that a reconnect may cure.
 */
export function accessErrorForClose(code: number, reason: string): HttpError | null {
  switch (code) {
    case 4401:
      return new HttpError(401, 'UNAUTHORIZED', reason || 'Sign in again');
    case 4403: {
      // The close reason is the server's error code; the IP refusal carries the phrase the shell looks for.
      const code = reason || 'IP_NOT_ALLOWED';
      return new HttpError(403, code, code === 'IP_NOT_ALLOWED' ? 'IP address is not allowed' : 'Forbidden');
    }
    case 4498:
      return new HttpError(498, 'PAYMENT_INCOMPLETE', reason || 'Payment incomplete');
    case 4499:
      return new HttpError(499, 'CONTRACT_ENDED', reason || 'Contract ended');
    default:
      return null;
  }
}
