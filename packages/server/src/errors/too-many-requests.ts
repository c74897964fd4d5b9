import { ApiError } from './api-error.js';

/** A 429 TOO_MANY_REQUESTS; the error handler sends Retry-After with it. */
export class TooManyRequestsError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}
