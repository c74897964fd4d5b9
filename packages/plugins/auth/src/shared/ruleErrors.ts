import type { FieldError } from '@fleetdeck/model';
import { HttpError, applyServerErrors } from '@fleetdeck/sdk';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ruleMessage, type ExtraMessages } from './ruleMessage.js';

/** Puts the model's rule-check errors beside their fields; answers whether there were any. */
export function applyRuleErrors<T extends FieldValues>(form: UseFormReturn<T>, errors: FieldError[], language: 'ja' | 'en'): boolean {
  for (const error of errors) {
    form.setError(error.path as Path<T>, { type: error.code, message: ruleMessage(error, language) }, { shouldFocus: true });
  }
  return errors.length > 0;
}

/** `applyServerErrors` with each detail's message translated when its code is known; answers whether a field got one. */
export function applyLocalizedServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: HttpError,
  language: 'ja' | 'en',
  extra: ExtraMessages = {},
): boolean {
  const details = error.details.map((detail) => ({ ...detail, message: ruleMessage(detail, language, extra) }));
  return applyServerErrors(form, new HttpError(error.status, error.code, error.message, details));
}
