/** Values of the forced-change form. */
export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}
