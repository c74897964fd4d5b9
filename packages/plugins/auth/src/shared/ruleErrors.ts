import type { FieldError } from '@fleetdeck/model';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ruleMessage } from './ruleMessage.js';

/** Puts the model's rule-check errors beside their fields; answers whether there were any. */
export function applyRuleErrors<T extends FieldValues>(form: UseFormReturn<T>, errors: FieldError[], language: 'ja' | 'en'): boolean {
  for (const error of errors) {
    form.setError(error.path as Path<T>, { type: error.code, message: ruleMessage(error, language) }, { shouldFocus: true });
  }
  return errors.length > 0;
}
