import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Email } from './common.js';
import { Language } from './business-constants.js';

/** Login body of spec §7; §5: email format, password at least 6 characters. */
export const LoginBody = Type.Object(
  { loginId: Email, loginPw: Type.String({ minLength: 6, maxLength: 128 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Second-step modes; `email` sends a six-digit code. */
export const AuthMode = ['none', 'email'] as const;
export type AuthMode = (typeof AuthMode)[number];

/** 202 answer of login when a code step is needed. */
export const LoginPending = Type.Object({ authMode: Type.Literal('email'), authCodeExpiredAt: DateTime });
export type LoginPending = Static<typeof LoginPending>;

/** Body of POST /api/operators/assertAuthCode. */
export const AssertAuthCodeBody = Type.Object(
  { authDigits: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type AssertAuthCodeBody = Static<typeof AssertAuthCodeBody>;

const LocaleField = Type.Optional(Type.Union(Language.map((l) => Type.Literal(l))));

/** Body of POST /api/operators/reset-password-request. */
export const ResetPasswordRequestBody = Type.Object({ loginId: Email, locale: LocaleField }, { additionalProperties: false });
export type ResetPasswordRequestBody = Static<typeof ResetPasswordRequestBody>;

/** Body of POST /api/operators/reset-password; §5 rule in the pattern, the match in checkResetPassword. */
export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 8, maxLength: 128, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' }),
    passwordConfirm: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** Body of POST /api/my/password; the new password follows checkOperatorPassword. */
export const ChangePasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: Type.String({ minLength: 10, maxLength: 32 }) },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
