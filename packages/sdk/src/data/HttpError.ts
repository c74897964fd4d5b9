import type { ApiErrorBody, FieldError } from '@fleetdeck/model';

/**
 * One field problem reported by the server (the model's `FieldError`); `path` is the form field name in dot form.
 * @group Data
 * @example
 * ```ts
 * if (isHttpError(error)) {
 *   for (const detail of error.details) form.setError(detail.path as 'name', { message: detail.message });
 * }
 * ```
 */
export type HttpErrorDetail = FieldError;

/**
 * The one error every API call throws: status, the server's code and message, field details.
 * @group Data
 * @example
 * ```tsx
 * try {
 *   await api.delete(`/buildings/${id}`);
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 409) showAlert({ type: 'warning', message: error.message });
 * }
 * ```
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly details: HttpErrorDetail[];

  constructor(status: number, code: string, message: string, details: HttpErrorDetail[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** Builds an HttpError from a response status and its parsed JSON body (any shape). */
  static fromBody(status: number, body: unknown): HttpError {
    // Typed as the model's error body, but read defensively: a proxy or a crash may answer anything.
    const error = (body as { error?: Partial<ApiErrorBody['error']> } | null)?.error;
    const details = Array.isArray(error?.details)
      ? (error.details as unknown[]).filter(isDetail)
      : [];
    const code = typeof error?.code === 'string' ? error.code : status === 0 ? 'NETWORK' : `HTTP_${status}`;
    const message = typeof error?.message === 'string' ? error.message : `Request failed with status ${status}`;
    return new HttpError(status, code, message, details);
  }
}

function isDetail(value: unknown): value is HttpErrorDetail {
  const v = value as HttpErrorDetail | null;
  return !!v && typeof v.path === 'string' && typeof v.message === 'string';
}

/**
 * True when a value is an HttpError (also across bundles, where instanceof may fail).
 * @group Data
 * @example
 * ```tsx
 * catch (error) {
 *   if (isHttpError(error) && error.status === 409) showAlert({ type: 'warning', message: t('changedMeanwhile') });
 *   else throw error;
 * }
 * ```
 */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError || (value as { name?: unknown } | null)?.name === 'HttpError';
}
