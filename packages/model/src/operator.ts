import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Email, Id, Nullable, RequiredText } from './common.js';
import { UserType } from './user-type.js';
import { AuthMode } from './auth.js';

const userType = Type.Union(Object.values(UserType).map((v) => Type.Literal(v)));
const authMode = Type.Union(AuthMode.map((m) => Type.Literal(m)));

/** Operator as the API answers it (never with a password). */
export const OperatorRecord = Type.Object({
  id: Id,
  loginId: Email,
  lastName: RequiredText(20),
  firstName: RequiredText(20),
  type: userType,
  organizationId: Id,
  buildingId: Nullable(Id),
  restrictEditFlow: Type.Boolean(),
  passwordChangeRequired: Type.Boolean(),
  authMode,
  lastLoginAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type OperatorRecord = Static<typeof OperatorRecord>;

/** Body to create an operator; the password also passes checkOperatorPassword(password, loginId). */
export const OperatorCreate = Type.Object(
  {
    loginId: Email,
    lastName: RequiredText(20),
    firstName: RequiredText(20),
    type: userType,
    organizationId: Id,
    buildingId: Id,
    password: Type.String({ minLength: 10, maxLength: 32 }),
    restrictEditFlow: Type.Optional(Type.Boolean()),
    passwordChangeRequired: Type.Optional(Type.Boolean()),
    authMode: Type.Optional(authMode),
  },
  { additionalProperties: false },
);
export type OperatorCreate = Static<typeof OperatorCreate>;

/** Body to update an operator; a new password passes checkOperatorPassword too. */
export const OperatorUpdate = Type.Partial(OperatorCreate, { additionalProperties: false });
export type OperatorUpdate = Static<typeof OperatorUpdate>;
