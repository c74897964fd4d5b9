import { configValueError, type ConfigValueType } from '@fleetdeck/model';
import type { FormIssue } from '@fleetdeck/sdk';

/** Values of the configuration form. */
export type ConfigFormValues = { key: string; valueType: ConfigValueType | ''; value: string; description: string };

/** A new entry: text, empty. */
export const newConfig: ConfigFormValues = { key: '', valueType: 'text', value: '', description: '' };

/** The JSON syntax rule, checked before sending so the message is in the user's language. */
export function configIssues(values: ConfigFormValues, message: (detail: string) => string): FormIssue[] {
  if (values.valueType === '') return [];
  const problem = configValueError(values.valueType, values.value ?? '');
  return problem ? [{ path: 'value', code: 'jsonSyntax', message: message(problem) }] : [];
}
