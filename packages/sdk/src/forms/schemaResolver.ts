import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldValues, Resolver } from 'react-hook-form';
import { schemaBody } from './schemaBody.js';
import { pointerReleased, watchPointer } from './pointerRelease.js';
import { schemaCheck } from './schemaCheck.js';
import { formErrors } from './schemaErrors.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A react-hook-form resolver that validates the body the form sends (see `schemaBody`) with the
 * schema's ajv validator compiled at build (see `schemaCheck`), with translated messages. A check that
 * runs while a pointer is pressed (a field left for a button) waits for the press to end, so that its
 * message does not move the button being pressed (see `pointerRelease`); a submit comes from the
 * click after the release, so it never waits.
 */
export function schemaResolver<T extends FieldValues>(schema: object, t: Translate): Resolver<T> {
  watchPointer();
  return async (values, _context, options) => {
    await pointerReleased();
    const check = await schemaCheck(schema);
    const data = schemaBody(structuredClone(values), schema) as T;
    const errors = check(data);
    if (errors.length > 0) return { values: {}, errors: toNestErrors(formErrors(errors, data, t), options) };
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values: data, errors: {} };
  };
}
