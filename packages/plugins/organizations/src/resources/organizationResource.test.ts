import { Organization, ParentRole } from '@fleetdeck/model';
import { entityFormValues } from '@fleetdeck/sdk';
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
