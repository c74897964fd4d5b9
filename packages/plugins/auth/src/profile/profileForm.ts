import type { Profile } from '@fleetdeck/model';

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
