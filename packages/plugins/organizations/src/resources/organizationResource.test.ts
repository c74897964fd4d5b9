import { Organization, ParentRole } from '@fleetdeck/model';
import { entityFormValues, type Session } from '@fleetdeck/sdk';
import { organizationResource } from './organizationResource.js';
import { describe, expect, it } from 'vitest';

describe('organization form', () => {
  it('requires name and type, and takes no parent as null (a top organization)', () => {
    expect(Organization.create.required).toEqual(expect.arrayContaining(['name', 'type']));
    expect(entityFormValues(Organization, 'create').parentId).toBeNull();
  });

  it('starts with texts empty, full parent rights, available and ugo Lab off', () => {
    expect(entityFormValues(Organization, 'create')).toMatchObject({
      prefecture: '', city: '', postalCode: '', addressDetail: '', parentRole: ParentRole.allow, status: 1, labsEnabled: false,
    });
  });

  it('never sends notification targets or account tags: their own screens replace them', () => {
    for (const mode of ['create', 'edit'] as const) {
      expect(entityFormValues(Organization, mode)).not.toHaveProperty('notificationTargets');
      expect(entityFormValues(Organization, mode)).not.toHaveProperty('accountTags');
    }
  });
});

describe('organization delete', () => {
  const session = { id: 7, type: 2, organizationId: 12 } as unknown as Session;
  it("is not offered on the user's own organization (the server refuses it), and is on others", () => {
    expect(organizationResource.deletable?.({ id: 12, name: 'Own' }, session)).toBe(false);
    expect(organizationResource.deletable?.({ id: 13, name: 'Below' }, session)).toBe(true);
  });
});
