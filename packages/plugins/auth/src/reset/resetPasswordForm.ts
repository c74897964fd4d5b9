/** Values of the reset form. */
export interface ResetPasswordFormValues {
  password: string;
  passwordConfirm: string;
}
