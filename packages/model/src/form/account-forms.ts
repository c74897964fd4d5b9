import { ChangePasswordBody, ResetPasswordBody } from '../auth.js';
import { PhonePattern, Profile } from '../profile.js';

/** The profile form: empty phone and code e-mail mean "none". */
export const ProfileForm = {
  type: 'object',
  required: ['lastName', 'firstName', 'email', 'authMode'],
  additionalProperties: false,
  properties: {
    lastName: Profile.properties.lastName,
    firstName: Profile.properties.firstName,
    email: Profile.properties.email,
    phone: { type: 'string', pattern: PhonePattern },
    authMode: Profile.properties.authMode,
    authEmail: Profile.properties.email,
  },
} as const;

// The letters-and-digits pattern is left to checkResetPassword, whose message names the rule;
// a failed pattern would only say "the format is not valid".
const { pattern: _lettersAndDigits, ...password } = ResetPasswordBody.properties.password;

/** The reset form: the body's password fields; the token comes from the link, not from the reader. */
export const ResetPasswordForm: object = {
  type: 'object',
  required: ['password', 'passwordConfirm'],
  additionalProperties: false,
  properties: {
    password,
    passwordConfirm: ResetPasswordBody.properties.passwordConfirm,
  },
};

/** The forced password change form: the body's fields plus a confirmation the server never sees. */
export const ChangePasswordForm = {
  type: 'object',
  required: ['currentPassword', 'newPassword', 'newPasswordConfirm'],
  additionalProperties: false,
  properties: {
    currentPassword: ChangePasswordBody.properties.currentPassword,
    newPassword: ChangePasswordBody.properties.newPassword,
    newPasswordConfirm: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
