import { describe, expect, it } from 'vitest';
import { canAccess } from './access.js';

describe('canAccess', () => {
  it('lets anyone reach public pages', () => {
    expect(canAccess(null, 'public')).toEqual({ can: true });
  });

  it('asks signed-out users to sign in', () => {
    expect(canAccess(null, 'any')).toEqual({ can: false, reason: 'notSignedIn' });
    expect(canAccess(null, 'systemAdmin')).toEqual({ can: false, reason: 'notSignedIn' });
  });

  it('follows spec §6: type 0 general, any other type admin, 9 system admin', () => {
    const table: [number, boolean, boolean][] = [
      [0, false, false],
      [1, true, false],
      [2, true, false],
      [9, true, true],
    ];
    for (const [type, admin, systemAdmin] of table) {
      expect(canAccess({ type }, 'any').can).toBe(true);
      expect(canAccess({ type }, 'admin')).toEqual(admin ? { can: true } : { can: false, reason: 'needsAdmin' });
      expect(canAccess({ type }, 'systemAdmin')).toEqual(systemAdmin ? { can: true } : { can: false, reason: 'needsSystemAdmin' });
    }
  });
});
