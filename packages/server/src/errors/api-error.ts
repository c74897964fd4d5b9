import { ApiErrorCode, type FieldError } from '@fleetdeck/model';

const NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
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

/** A 400 VALIDATION_FAILED naming each field, with the first problem as the message. */
export function validationFailed(details: FieldError[]): ApiError {
  const first = details[0];
  const message = first ? `${first.path}: ${first.message}` : 'Validation failed';
  return new ApiError('VALIDATION_FAILED', message, details);
}
