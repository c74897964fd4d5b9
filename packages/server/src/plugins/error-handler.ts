import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody, ApiErrorCode, FieldError } from '@fleetdeck/model';
import { ApiError, errorName } from '../errors/api-error.js';
import { ajvToFieldErrors, type AjvIssue } from '../errors/validation-details.js';
import { FilterParseError } from '../filter/filter-issue.js';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** The one error body of docs/contracts.md. */
export function errorBody(statusCode: number, code: string, message: string, details?: FieldError[]): ApiErrorBody {
  return { error: { statusCode, name: errorName(statusCode), code, message, ...(details ? { details } : {}) } };
}

function sqliteCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

/** Maps every thrown error onto the error shape; 5xx answers never carry internals. */
export function setupErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.details));
    }
    if (error instanceof FilterParseError) {
      return reply.status(400).send(errorBody(400, 'FILTER_INVALID', error.message, error.issues));
    }
    if ('validation' in error && error.validation) {
      const details = ajvToFieldErrors(error.validation as AjvIssue[]);
      const first = details[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : error.message;
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, details));
    }
    const sqlite = sqliteCode(error);
    if (sqlite === 'SQLITE_CONSTRAINT_UNIQUE' || sqlite === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
      request.log.warn({ err: error }, 'constraint refused a write');
      return reply.status(409).send(errorBody(409, 'CONFLICT', 'The change conflicts with existing data'));
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
