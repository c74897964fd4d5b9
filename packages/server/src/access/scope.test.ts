import { AccountTagRole, ParentRole, UserType } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { canReadRow, canWriteRow, resolveScope, type ScopeOrganization } from './scope.js';

// 1 ─┬─ 2 ── 4 ── 7
//    ├─ 3 (read-only for the parent) ── 5
//    └─ 6 (one level below) ── 8
// 10 stands alone.
const orgs: ScopeOrganization[] = [
  { id: 1, parentId: null, parentRole: ParentRole.allow },
  { id: 2, parentId: 1, parentRole: ParentRole.allow },
  { id: 3, parentId: 1, parentRole: ParentRole.readOnly },
  { id: 4, parentId: 2, parentRole: ParentRole.allow },
  { id: 5, parentId: 3, parentRole: ParentRole.allow },
  { id: 6, parentId: 1, parentRole: ParentRole.allowOneLevelBelow },
  { id: 7, parentId: 4, parentRole: ParentRole.allow },
  { id: 8, parentId: 6, parentRole: ParentRole.allow },
  { id: 9, parentId: 1, parentRole: ParentRole.deny },
  { id: 10, parentId: null, parentRole: ParentRole.allow },
];

describe('resolveScope', () => {
  it('gives an admin its organization and every descendant the parent roles allow', () => {
    const scope = resolveScope({ userType: UserType.organizationAdmin, organizationId: 1 }, orgs, []);
    expect([...scope.readOrgs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...scope.writeOrgs].sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 7]);
    expect(scope.readOrgs.has(9)).toBe(false);
    expect(scope.readOrgs.has(10)).toBe(false);
  });

  it('lets a general operator read but never write', () => {
    const scope = resolveScope({ userType: UserType.general, organizationId: 2 }, orgs, []);
    expect([...scope.readOrgs].sort()).toEqual([2, 4, 7]);
    expect(scope.writeOrgs.size).toBe(0);
    expect(canWriteRow(scope, { organizationId: 2 })).toBe(false);
  });

  it('lets a system admin see everything', () => {
    const scope = resolveScope({ userType: UserType.systemAdmin, organizationId: 1 }, orgs, []);
    expect(canReadRow(scope, { organizationId: 10 })).toBe(true);
    expect(canWriteRow(scope, { organizationId: 10 })).toBe(true);
  });

  it('adds what account tags allow and removes what they deny', () => {
    const scope = resolveScope({ userType: UserType.areaManager, organizationId: 2 }, orgs, [
      { targetType: 'organization', targetId: 10, role: AccountTagRole.allow },
      { targetType: 'building', targetId: 77, role: AccountTagRole.allow },
      { targetType: 'building', targetId: 78, role: AccountTagRole.deny },
      { targetType: 'organization', targetId: 7, role: AccountTagRole.deny },
    ]);
    expect(canWriteRow(scope, { organizationId: 10 })).toBe(true);
    expect(canReadRow(scope, { organizationId: 1, targetType: 'building', targetId: 77 })).toBe(true);
    expect(canReadRow(scope, { organizationId: 2, targetType: 'building', targetId: 78 })).toBe(false);
    expect(canReadRow(scope, { organizationId: 7 })).toBe(false);
    expect(canReadRow(scope, { organizationId: 4 })).toBe(true);
  });

  it('survives a parent cycle in stored data', () => {
    const cyclic: ScopeOrganization[] = [
      { id: 1, parentId: 2, parentRole: ParentRole.allow },
      { id: 2, parentId: 1, parentRole: ParentRole.allow },
    ];
    const scope = resolveScope({ userType: UserType.organizationAdmin, organizationId: 1 }, cyclic, []);
    expect([...scope.readOrgs].sort()).toEqual([1, 2]);
  });
});
