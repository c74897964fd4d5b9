import { ApiErrorCode, type FieldError } from '@fleetdeck/model';

const NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  408: 'RequestTimeoutError',
  409: 'ConflictError',
  429: 'TooManyRequestsError',
  413: 'PayloadTooLargeError',
  414: 'UriTooLongError',
  431: 'RequestHeaderFieldsTooLargeError',
  498: 'PaymentIncompleteError',
  499: 'ContractEndedError',
  500: 'InternalServerError',
  502: 'BadGatewayError',
};

/** Error name for a status, as the error body carries it. */
export function errorName(statusCode: number): string {
  return NAMES[statusCode] ?? (statusCode >= 500 ? 'InternalServerError' : 'BadRequestError');
}

/** An error the API answers as-is: its status comes from the code (docs/contracts.md). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.statusCode = ApiErrorCode[code];
  }
}

/** The one-line message of a validation failure: its first problem, with the field it is about. */
export function validationMessage(details: readonly FieldError[]): string {
  const first = details[0];
  if (!first) return 'Validation failed';
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** A 400 VALIDATION_FAILED naming each field, with the first problem as the message. */
export function validationFailed(details: FieldError[]): ApiError {
  return new ApiError('VALIDATION_FAILED', validationMessage(details), details);
}
