import { Operator, UserType, checkOperatorPassword, type FieldError, type OperatorUpdate } from '@fleetdeck/model';

/** Values of the operator form as the resolver hands them over. */
type OperatorValues = Partial<OperatorUpdate> & Record<string, unknown>;

type EditSchema = { required?: string[]; properties: Record<string, object> & { password: { anyOf: object[] } } };

/** Edit: the update body, where an empty password means "keep the current one". */
export const operatorEditSchema: EditSchema = {
  ...Operator.update,
  properties: { ...Operator.update.properties, password: { anyOf: [{ const: '' }, Operator.fields.password.schema] } },
};

/** §5 operator password rules the schema cannot say (classes, not containing the user ID); only when a password is given. */
export function operatorIssues(values: OperatorValues): FieldError[] {
  if (typeof values.password !== 'string' || values.password === '') return [];
  return checkOperatorPassword(values.password, typeof values.loginId === 'string' ? values.loginId : '');
}

/** The API body: no password means keep it; only general operators carry the flow-editing restriction. */
export function toOperatorBody(values: OperatorValues): Partial<OperatorUpdate> {
  const { password, restrictEditFlow, ...rest } = values;
  const body: Record<string, unknown> = { ...rest, restrictEditFlow: values.type === UserType.general ? restrictEditFlow === true : false };
  if (typeof password === 'string' && password !== '') body.password = password;
  return body as Partial<OperatorUpdate>;
}
