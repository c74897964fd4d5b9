import { describe, expect, it } from 'vitest';
import { parseScopes, toIamServiceBody, toIamServiceForm } from './iamServiceForm.js';

const defaults = { organizationId: 4, name: '', clientId: '', scopes: '', enabled: true, clientSecret: '' } as const;

describe('IAM service form', () => {
  it('splits scopes on commas and spaces without blanks or repeats', () => {
    expect(parseScopes('robots:read, reports:read  robots:read,,')).toEqual(['robots:read', 'reports:read']);
    expect(parseScopes('')).toEqual([]);
    expect(parseScopes(undefined)).toEqual([]);
  });

  it('leaves an empty secret out of the body so the stored one stays', () => {
    expect(toIamServiceBody({ ...defaults, name: 'BMS', clientId: 'bms', scopes: 'a:b', clientSecret: '' })).toEqual({
      organizationId: 4, name: 'BMS', clientId: 'bms', scopes: ['a:b'], enabled: true,
    });
    expect(toIamServiceBody({ ...defaults, clientSecret: 'a-new-secret-value' })).toMatchObject({ clientSecret: 'a-new-secret-value' });
  });

  it('shows a stored service with its scopes as text and an empty secret', () => {
    const form = toIamServiceForm({ id: 1, organizationId: 6, name: 'WMS', clientId: 'wms', scopes: ['x:y', 'z'], enabled: false, hasClientSecret: true }, { ...defaults });
    expect(form).toEqual({ organizationId: 6, name: 'WMS', clientId: 'wms', scopes: 'x:y, z', enabled: false, clientSecret: '' });
  });
});
