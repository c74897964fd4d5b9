import { ChangePasswordBody } from '@fleetdeck/model';

/** The forced-change form: the body's fields plus a confirmation the server never sees. */
export const changePasswordFormSchema = {
  type: 'object',
  required: ['currentPassword', 'newPassword', 'newPasswordConfirm'],
  additionalProperties: false,
  properties: {
    currentPassword: ChangePasswordBody.properties.currentPassword,
    newPassword: ChangePasswordBody.properties.newPassword,
    newPasswordConfirm: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/** Values of the forced-change form. */
export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}
