import { describe, expect, it } from 'vitest';
import { organizationFormSchema, toOrganizationBody } from './organizationForm.js';

describe('organization form', () => {
  it('keeps name and type required but not the parent', () => {
    expect(organizationFormSchema.required).toContain('name');
    expect(organizationFormSchema.required).toContain('type');
    expect(organizationFormSchema.required).not.toContain('parentId');
  });

  it('sends cleared texts as empty strings and no parent as null', () => {
    expect(toOrganizationBody({ name: 'Acme', type: 0, city: 'Chiba' })).toMatchObject({ name: 'Acme', parentId: null, city: 'Chiba', prefecture: '', postalCode: '', addressDetail: '' });
    expect(toOrganizationBody({ name: 'Acme', parentId: 4 }).parentId).toBe(4);
  });
});
