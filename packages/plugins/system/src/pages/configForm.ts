import { ConfigValueType, configValueError } from '@fleetdeck/model';
import type { FormIssue } from '@fleetdeck/sdk';

/** The JSON syntax rule, checked before sending so the message is in the user's language. */
export function configIssues(values: { valueType?: unknown; value?: unknown }, message: (detail: string) => string): FormIssue[] {
  const valueType = ConfigValueType.find((type) => type === values.valueType);
  if (!valueType) return [];
  const problem = configValueError(valueType, typeof values.value === 'string' ? values.value : '');
  return problem ? [{ path: 'value', code: 'jsonSyntax', message: message(problem) }] : [];
}
