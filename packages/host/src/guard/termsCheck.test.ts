import { describe, expect, it } from 'vitest';
import { termsRedirect } from './termsCheck.js';

const none = { TOS: null, PP: null, MC: null };
const tos = { ...none, TOS: { id: 1, type: 'TOS', version: '2' } };
const pp = { ...none, PP: { id: 2, type: 'PP', version: '1' } };
const mc = { ...none, MC: { id: 3, type: 'MC', version: '1' } };
const owner = { maintenanceCompany: { isOwner: true } };
const notOwner = { maintenanceCompany: { isOwner: false } };

describe('termsRedirect (spec §4 terms check)', () => {
  it('sends users with TOS or PP outstanding to the terms page', () => {
    expect(termsRedirect('/robot/control', tos, null, false)).toBe('/term/agreement');
    expect(termsRedirect('/robot/control', pp, notOwner, false)).toBe('/term/agreement');
    expect(termsRedirect('/term/agreement', tos, null, false)).toBeNull();
  });

  it('sends them first to my/chpwd when a password change is required', () => {
    expect(termsRedirect('/robot/control', tos, null, true)).toBe('/my/chpwd');
    expect(termsRedirect('/my/chpwd', tos, null, true)).toBeNull();
  });

  it('applies outstanding MC only to a maintenance-company owner', () => {
    expect(termsRedirect('/robot/control', mc, owner, false)).toBe('/term/agreement');
    expect(termsRedirect('/robot/control', mc, notOwner, false)).toBeNull();
    expect(termsRedirect('/robot/control', mc, null, false)).toBeNull();
  });

  it('leaves the terms page for robot/control once nothing is outstanding', () => {
    expect(termsRedirect('/term/agreement', none, null, false)).toBe('/robot/control');
    expect(termsRedirect('/robot/control', none, null, false)).toBeNull();
  });
});
