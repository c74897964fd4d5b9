import { describe, expect, it } from 'vitest';
import { can, canAccess } from './access.js';

describe('canAccess', () => {
  it('lets anyone reach public pages', () => {
    expect(canAccess(null, 'public')).toEqual({ can: true });
  });

  it('asks signed-out users to sign in', () => {
    expect(canAccess(null, 'any')).toEqual({ can: false, reason: 'notSignedIn' });
    expect(canAccess(null, 'systemAdmin')).toEqual({ can: false, reason: 'notSignedIn' });
  });

  it('follows spec §6: type 0 general, any other type admin, 2 and 9 organization admin, 9 system admin', () => {
    const table: [number, boolean, boolean, boolean][] = [
      [0, false, false, false],
      [1, true, false, false],
      [2, true, true, false],
      [9, true, true, true],
    ];
    for (const [type, admin, orgAdmin, systemAdmin] of table) {
      expect(canAccess({ type }, 'orgAdmin')).toEqual(orgAdmin ? { can: true } : { can: false, reason: 'needsOrgAdmin' });
      expect(canAccess({ type }, 'any').can).toBe(true);
      expect(canAccess({ type }, 'admin')).toEqual(admin ? { can: true } : { can: false, reason: 'needsAdmin' });
      expect(canAccess({ type }, 'systemAdmin')).toEqual(systemAdmin ? { can: true } : { can: false, reason: 'needsSystemAdmin' });
    }
  });
});

describe('can', () => {
  it('reads the access policy: command lists are read by everyone and written by system admins', () => {
    expect(can({ type: 0 }, 'commandLists', 'list')).toEqual({ can: true });
    expect(can({ type: 2 }, 'commandLists', 'create')).toEqual({ can: false, reason: 'needsSystemAdmin' });
    expect(can({ type: 9 }, 'commandLists', 'create')).toEqual({ can: true });
  });

  it('keeps §6 organization administrators apart from area managers for flow writes', () => {
    expect(can({ type: 1 }, 'flows', 'update')).toEqual({ can: false, reason: 'needsOrgAdmin' });
    expect(can({ type: 2 }, 'flows', 'update')).toEqual({ can: true });
  });

  it('asks signed-out users to sign in', () => {
    expect(can(null, 'robots', 'operate')).toEqual({ can: false, reason: 'notSignedIn' });
  });
});
