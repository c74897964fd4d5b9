import { PhonePattern, Profile } from '@fleetdeck/model';

/** The editable profile as a form: empty phone and code e-mail mean "none". */
export const profileFormSchema = {
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

/** Values of the profile form. */
export interface ProfileFormValues {
  lastName: string;
  firstName: string;
  email: string;
  phone?: string;
  authMode: Profile['authMode'];
  authEmail?: string;
}

/** The form's starting values for a loaded profile. */
export function toProfileForm(profile: Profile): ProfileFormValues {
  return {
    lastName: profile.lastName,
    firstName: profile.firstName,
    email: profile.email,
    phone: profile.phone ?? '',
    authMode: profile.authMode,
    authEmail: profile.authEmail ?? '',
  };
}

/** The PATCH body for submitted form values (blank optional fields are cleared, not left as they were). */
export function toProfileUpdate(values: ProfileFormValues) {
  return {
    lastName: values.lastName,
    firstName: values.firstName,
    email: values.email,
    phone: values.phone ? values.phone : null,
    authMode: values.authMode,
    authEmail: values.authMode === 'email' && values.authEmail ? values.authEmail : null,
  };
}
