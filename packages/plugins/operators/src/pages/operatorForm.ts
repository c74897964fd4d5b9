import { UserType, checkOperatorPassword, type FieldError, type OperatorUpdate } from '@fleetdeck/model';

/** Values of the operator form as the resolver hands them over. */
type OperatorValues = Partial<OperatorUpdate> & Record<string, unknown>;

/** §5 operator password rules the schema cannot say (classes, not containing the user ID); only when a password is given. */
export function operatorIssues(values: OperatorValues): FieldError[] {
  if (typeof values.password !== 'string' || values.password === '') return [];
  return checkOperatorPassword(values.password, typeof values.loginId === 'string' ? values.loginId : '');
}

/** The API body: only general operators carry the flow-editing restriction (the checkbox may hold an earlier tick). */
export function toOperatorBody(values: OperatorValues): Partial<OperatorUpdate> {
  return { ...values, restrictEditFlow: values.type === UserType.general ? values.restrictEditFlow === true : false };
}
