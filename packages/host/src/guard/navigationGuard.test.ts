import { describe, expect, it } from 'vitest';
import { guardRoute, needsInitStep } from './navigationGuard.js';

const general = { type: 0, passwordChangeRequired: false };
const admin = { type: 2, passwordChangeRequired: false };
const system = { type: 9, passwordChangeRequired: false };

describe('guardRoute (spec §4)', () => {
  it('sends signed-out users to login with the full target as redirect', () => {
    expect(guardRoute('/robot/7/activity?day=2026-01-01', 'any', null)).toEqual({
      redirect: '/auth/login?redirect=%2Frobot%2F7%2Factivity%3Fday%3D2026-01-01',
    });
    expect(guardRoute('/auth/login', 'public', null)).toBeNull();
  });

  it('sends users without the role to 403', () => {
    expect(guardRoute('/operator/list', 'admin', general)).toEqual({ redirect: '/auth/403' });
    expect(guardRoute('/operator/list', 'admin', admin)).toBeNull();
    expect(guardRoute('/dashboard', 'systemAdmin', admin)).toEqual({ redirect: '/auth/403' });
    expect(guardRoute('/dashboard', 'systemAdmin', system)).toBeNull();
  });

  it('forces a pending password change except on my/chpwd and auth pages', () => {
    const pending = { type: 0, passwordChangeRequired: true };
    expect(guardRoute('/robot/control', 'any', pending)).toEqual({ redirect: '/my/chpwd' });
    expect(guardRoute('/my/chpwd', 'any', pending)).toBeNull();
    expect(guardRoute('/auth/404', 'public', pending)).toBeNull();
  });
});

describe('needsInitStep', () => {
  it('skips login, chpwd, reset pages, 403 and 404 only', () => {
    for (const path of ['/auth/login', '/my/chpwd', '/auth/reset-password-request', '/auth/reset-password', '/auth/403', '/auth/404']) {
      expect(needsInitStep(path)).toBe(false);
    }
    expect(needsInitStep('/robot/control')).toBe(true);
    expect(needsInitStep('/term/agreement')).toBe(true);
    expect(needsInitStep('/my/profile')).toBe(true);
  });
});
