import { describe, expect, it } from 'vitest';
import type { Profile } from '@fleetdeck/model';
import { toProfileForm, toProfileUpdate } from './profileForm.js';

const profile: Profile = {
  loginId: 'op@fleetdeck.example',
  firstName: 'Hana',
  lastName: 'Sato',
  email: 'op@fleetdeck.example',
  phone: null,
  authMode: 'none',
  authEmail: null,
  isUniversalDesign: false,
  locale: 'ja',
};

describe('profile form mapping', () => {
  it('shows absent phone and code e-mail as empty inputs', () => {
    expect(toProfileForm(profile)).toEqual({
      lastName: 'Sato',
      firstName: 'Hana',
      email: 'op@fleetdeck.example',
      phone: '',
      authMode: 'none',
      authEmail: '',
    });
  });

  it('sends blank optional fields as null so they are cleared', () => {
    const body = toProfileUpdate({ ...toProfileForm({ ...profile, phone: '03-1234-5678' }), phone: undefined });
    expect(body.phone).toBeNull();
    expect(body).not.toHaveProperty('loginId');
  });

  it('keeps the code e-mail only while the e-mail code step is on', () => {
    const on = toProfileUpdate({ ...toProfileForm(profile), authMode: 'email', authEmail: 'codes@fleetdeck.example' });
    expect(on.authEmail).toBe('codes@fleetdeck.example');
    const off = toProfileUpdate({ ...toProfileForm(profile), authMode: 'none', authEmail: 'codes@fleetdeck.example' });
    expect(off.authEmail).toBeNull();
  });
});
