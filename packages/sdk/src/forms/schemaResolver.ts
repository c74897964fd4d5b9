import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { schemaBody } from './schemaBody.js';
import { pointerReleased, watchPointer } from './pointerRelease.js';
import { schemaCheck } from './schemaCheck.js';
import { formErrors } from './schemaErrors.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A form's own checks beyond its schema (a JSON text's syntax, one field against another): each
 * problem with its field path and the message to show.
 * @group Forms and resources
 * @example
 * ```ts
 * const publishWindow: FormChecks<{ publishFrom: string; publishUntil: string }> = (values) =>
 *   values.publishUntil && values.publishUntil <= values.publishFrom
 *     ? [{ path: 'publishUntil', type: 'order', message: t('publishUntilAfterFrom') }]
 *     : [];
 * ```
 */
export type FormChecks<T> = (values: T) => { path: string; type: string; message: string }[];

// A check written for schema-valid values may throw on others: it has nothing to say then.
function extraErrors<T>(checks: FormChecks<T> | undefined, data: T): Record<string, FieldError> {
  if (!checks) return {};
  try {
    return Object.fromEntries(checks(data).map((issue) => [issue.path, { type: issue.type, message: issue.message }]));
  } catch {
    return {};
  }
}

/**
 * A react-hook-form resolver that validates the body the form sends (see `schemaBody`) with the
 * schema's ajv validator compiled at build (see `schemaCheck`), with translated messages. A check that
 * runs while a pointer is pressed (a field left for a button) waits for the press to end, so that its
 * message does not move the button being pressed (see `pointerRelease`); a submit comes from the
 * click after the release, so it never waits. `checks` adds the form's own checks beyond the schema.
 */
export function schemaResolver<T extends FieldValues>(schema: object, t: Translate, checks?: FormChecks<T>): Resolver<T> {
  watchPointer();
  return async (values, _context, options) => {
    await pointerReleased();
    const check = await schemaCheck(schema);
    const data = schemaBody(structuredClone(values), schema) as T;
    // The form's own checks run with the schema's, every time: so a submit shows them together, and a
    // field check that waited for a click does not clear what they found.
    const errors = { ...extraErrors(checks, data), ...formErrors(check(data), data, t) };
    if (Object.keys(errors).length > 0) return { values: {}, errors: toNestErrors(errors, options) };
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values: data, errors: {} };
  };
}
