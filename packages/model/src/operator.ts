import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Email, Id, Nullable, RequiredText } from './common.js';
import { UserType } from './user-type.js';
import { AuthMode } from './auth.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

const userType = Type.Union(Object.values(UserType).map((v) => Type.Literal(v)));
const authMode = Type.Union(AuthMode.map((m) => Type.Literal(m)));

/**
 * Operators (accounts, admin screens only). The password is written, stored hashed and never
 * answered; it also passes checkOperatorPassword(password, loginId). A body always names a
 * building, though accounts made before buildings existed answer none.
 */
export const Operator = defineEntity({
  name: 'operators',
  area: 'operators',
  organization: 'organizationId',
  targetType: 'operator',
  fields: {
    id: field(Id, { input: 'none', inList: true, listColumn: 'hidden', width: 80 }),
    loginId: field(Email, { input: 'required', listColumn: 'shown', searchable: true, width: 260, autoComplete: 'off' }),
    lastName: field(RequiredText(20), { input: 'required', listColumn: 'shown', searchable: true }),
    firstName: field(RequiredText(20), { input: 'required', listColumn: 'shown', searchable: true }),
    type: field(userType, { input: 'required', listColumn: 'shown' }),
    organizationId: field(Id, { input: 'required', listColumn: 'hidden', references: '/organizations' }),
    buildingId: field(Nullable(Id), { input: 'required', bodySchema: Id, references: '/buildings' }),
    password: field(Type.String({ minLength: 10, maxLength: 32 }), { input: 'required', column: false, secret: true, autoComplete: 'new-password' }),
    restrictEditFlow: field(Type.Boolean(), { hintKey: 'field.restrictEditFlowHint' }),
    // A new account changes its password at first login unless the form says otherwise.
    passwordChangeRequired: field(Type.Boolean(), { initial: true }),
    authMode: field(authMode, { widget: 'none' }),
    lastLoginAt: field(Nullable(DateTime), { input: 'none', listColumn: 'shown' }),
  },
  listFields: ['id', 'loginId', 'lastName', 'firstName', 'type', 'organizationId', 'buildingId', 'restrictEditFlow', 'passwordChangeRequired', 'lastLoginAt', 'updatedAt'],
  titleField: 'loginId',
});

/** Operator as the API answers it (never with a password). */
export const OperatorRecord = Operator.record;
export type OperatorRecord = Static<typeof OperatorRecord>;
/** Body to create an operator. */
export const OperatorCreate = Operator.create;
export type OperatorCreate = Static<typeof OperatorCreate>;
/** Body to update an operator; a new password passes checkOperatorPassword too. */
export const OperatorUpdate = Operator.update;
export type OperatorUpdate = Static<typeof OperatorUpdate>;
