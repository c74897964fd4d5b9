import { AccountTagForm } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { tagFieldOf, toAccountTag } from './accountTagForm.js';

describe('account tag form', () => {
  it('requires every field to be chosen', () => {
    expect([...AccountTagForm.required].sort()).toEqual(Object.keys(AccountTagForm.properties).sort());
    expect(AccountTagForm.properties.name).toMatchObject({ minLength: 1 });
  });

  it('builds a tag with one manager and one target', () => {
    expect(toAccountTag({ name: 'T', operatorId: 3, managerRole: 1, targetType: 'building', targetId: 2, targetRole: 0 })).toEqual({
      name: 'T', managers: [{ operatorId: 3, role: 1 }], targets: [{ targetType: 'building', targetId: 2, role: 0 }],
    });
  });

  it('maps server paths of the new tag to its fields', () => {
    expect(tagFieldOf('accountTags.1.targets.0.targetId', 1)).toBe('targetId');
    expect(tagFieldOf('accountTags.1.managers.0.operatorId', 1)).toBe('operatorId');
    expect(tagFieldOf('accountTags.0.name', 1)).toBeNull();
  });
});
