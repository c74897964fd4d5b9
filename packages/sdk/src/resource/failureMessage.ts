import { isHttpError } from '../data/HttpError.js';

/**
 * What was being done when a call failed.
 * @group Forms and resources
 * @example
 * ```ts
 * const operation: ResourceOperation = mode === 'create' ? 'create' : 'update';
 * const { key } = failureMessage(operation, error);
 * ```
 */
export type ResourceOperation = 'fetch' | 'create' | 'update' | 'delete';

/**
 * A failure as the screens explain it: a translation key (resource namespace) and an optional server reason.
 * @group Forms and resources
 * @example
 * ```ts
 * const failure: FailureMessage = failureMessage('delete', error);
 * showAlert({ type: 'error', message: failure.reason ? `${rt(failure.key)} (${failure.reason})` : rt(failure.key) });
 * ```
 */
export interface FailureMessage {
  key: string;
  reason?: string;
}

/**
 * Chooses the §8 common message for a failed call: forbidden, not found, data fetch failure
 * (contact the system administrator), or the failed operation with the server's reason when it
 * says something a person can act on (409 in use, 400 without field details).
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * const { key, reason } = failureMessage('update', error);
 * showAlert({ type: 'error', message: `${t(key)}${reason ? `: ${reason}` : ''}` });
 * ```
 */
export function failureMessage(operation: ResourceOperation, error: unknown): FailureMessage {
  if (isHttpError(error)) {
    if (error.status === 403) return { key: 'errors.forbidden' };
    if (error.status === 404) return { key: 'errors.notFound' };
    if (operation === 'fetch') return { key: 'errors.fetchFailed' };
    const reason = error.status === 409 || error.status === 400 ? error.details.map((d) => d.message).join(' ') || error.message : undefined;
    return reason ? { key: `errors.${operation}Failed`, reason } : { key: `errors.${operation}Failed` };
  }
  return { key: operation === 'fetch' ? 'errors.fetchFailed' : `errors.${operation}Failed` };
}
