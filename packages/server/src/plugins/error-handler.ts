import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode, FieldError } from '@fleetdeck/model';
import { ApiError, errorName } from '../errors/api-error.js';
import { TooManyRequestsError } from '../errors/too-many-requests.js';
import { ajvToFieldErrors, type AjvIssue } from '../errors/validation-details.js';
import { FilterParseError } from '../filter/filter-issue.js';
import { constraintViolation, type ConstraintViolation } from '../db/store-errors.js';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'PAYLOAD_TOO_LARGE' };

/** The one error body of docs/contracts.md. */
export function errorBody(statusCode: number, code: string, message: string, details?: FieldError[]): ApiErrorBody {
  return { error: { statusCode, name: errorName(statusCode), code, message, ...(details ? { details } : {}) } };
}

// The field a one-column unique constraint refused (operators.login_id → loginId), for a write no
// check guarded; resource writes re-run their own checks first (resource-writer.ts).
function uniqueField(violation: ConstraintViolation): string | undefined {
  return violation.kind === 'unique' ? violation.column?.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase()) : undefined;
}

// The request part a validation error is about, so a text rule can tell blank from control characters.
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  return undefined;
}

/** Maps every thrown error onto the error shape; 5xx answers never carry internals. */
export function setupErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.details));
    }
    if (error instanceof FilterParseError) {
      return reply.status(400).send(errorBody(400, 'FILTER_INVALID', error.message, error.issues));
    }
    if ('validation' in error && error.validation) {
      const details = ajvToFieldErrors(error.validation as AjvIssue[], '', validatedPart(request, error.validationContext));
      const first = details[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : error.message;
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, details));
    }
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' || violation?.kind === 'foreign_key') {
      request.log.warn({ err: error }, 'constraint refused a write');
      const field = uniqueField(violation);
      const details = field ? [{ path: field, code: 'unique', message: 'is already in use' }] : undefined;
      return reply.status(409).send(errorBody(409, 'CONFLICT', field ? `${field}: is already in use` : 'The change conflicts with existing data', details));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      return reply.status(status).send(errorBody(status, code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', 'Internal server error'));
  });
}
