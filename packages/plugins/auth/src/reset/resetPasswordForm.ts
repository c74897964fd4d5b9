import { ResetPasswordBody } from '@fleetdeck/model';

// The letters-and-digits pattern is left to checkResetPassword, whose message names the rule;
// a failed pattern would only say "the format is not valid".
const { pattern: _lettersAndDigits, ...password } = ResetPasswordBody.properties.password;

/** The reset form: the body's password fields; the token comes from the link, not from the reader. */
export const resetPasswordFormSchema: object = {
  type: 'object',
  required: ['password', 'passwordConfirm'],
  additionalProperties: false,
  properties: {
    password,
    passwordConfirm: ResetPasswordBody.properties.passwordConfirm,
  },
};

/** Values of the reset form. */
export interface ResetPasswordFormValues {
  password: string;
  passwordConfirm: string;
}
