import { OperatorCreate, UserType, checkOperatorPassword, type FieldError, type OperatorCreate as OperatorBody } from '@fleetdeck/model';

/** Values of the operator form; empty selects hold ''. */
export type OperatorFormValues = {
  loginId: string;
  lastName: string;
  firstName: string;
  type: number | '';
  organizationId: number | '';
  buildingId: number | '';
  password: string;
  restrictEditFlow: boolean;
  passwordChangeRequired: boolean;
};

/** A new operator's values; a new account changes its password at first login by default. */
export const newOperator: OperatorFormValues = {
  loginId: '', lastName: '', firstName: '', type: '', organizationId: '', buildingId: '', password: '', restrictEditFlow: false, passwordChangeRequired: true,
};

type FormSchema = { required: string[]; properties: Record<string, unknown> };
/** Create: the model's schema as is (password required). */
export const operatorCreateSchema: FormSchema = OperatorCreate;
/** Edit: the same fields, the password optional (empty keeps the current one). */
export const operatorEditSchema: FormSchema = { ...OperatorCreate, required: OperatorCreate.required.filter((key: string) => key !== 'password') };

/** §5 operator password rules the schema cannot say (classes, not containing the user ID); only when a password is given. */
export function operatorIssues(values: Partial<OperatorFormValues>): FieldError[] {
  if (typeof values.password !== 'string' || values.password === '') return [];
  return checkOperatorPassword(values.password, values.loginId ?? '');
}

/** The API body: no password means keep it; only general operators carry the flow-editing restriction. */
export function toOperatorBody(values: Partial<OperatorFormValues>): Partial<OperatorBody> {
  const { password, restrictEditFlow, ...rest } = values;
  const body: Record<string, unknown> = { ...rest, restrictEditFlow: values.type === UserType.general ? restrictEditFlow === true : false };
  if (typeof password === 'string' && password !== '') body.password = password;
  return body as Partial<OperatorBody>;
}

/** Form values of a loaded operator (the password is never answered). */
export function toOperatorForm(record: Record<string, unknown>): OperatorFormValues {
  return {
    loginId: String(record.loginId ?? ''),
    lastName: String(record.lastName ?? ''),
    firstName: String(record.firstName ?? ''),
    type: typeof record.type === 'number' ? record.type : '',
    organizationId: typeof record.organizationId === 'number' ? record.organizationId : '',
    buildingId: typeof record.buildingId === 'number' ? record.buildingId : '',
    password: '',
    restrictEditFlow: record.restrictEditFlow === true,
    passwordChangeRequired: record.passwordChangeRequired === true,
  };
}
