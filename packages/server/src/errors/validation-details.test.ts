import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { BuildingCreate } from '@fleetdeck/model';
import { ajvToFieldErrors } from './validation-details.js';

describe('ajvToFieldErrors', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(BuildingCreate);

  it('names nested fields in dot form and missing ones by name', () => {
    validate({ name: 'x'.repeat(41), ipAllowList: [{ ipAddress: 'nope', description: '', restricted: true }] });
    const details = ajvToFieldErrors(validate.errors ?? []);
    const paths = details.map((d) => `${d.path}:${d.code}`);
    expect(paths).toContain('name:maxLength');
    expect(paths).toContain('organizationId:required');
    expect(paths).toContain('ipAllowList.0.ipAddress:pattern');
  });

  it('reports the real problem of a nullable field, not the union noise', () => {
    validate({ name: 'a', organizationId: 1, latitude: 200 });
    expect(ajvToFieldErrors(validate.errors ?? [])).toEqual([{ path: 'latitude', code: 'maximum', message: 'must be <= 90' }]);
    validate({ name: 'a', organizationId: 1, latitude: 'north' });
    expect(ajvToFieldErrors(validate.errors ?? []).map((e) => `${e.path}:${e.code}`)).toEqual(['latitude:anyOf']);
  });

  it('names unknown properties', () => {
    validate({ name: 'a', organizationId: 1, bogus: 1 });
    expect(ajvToFieldErrors(validate.errors ?? [])).toEqual([
      { path: 'bogus', code: 'additionalProperties', message: 'must NOT have additional properties' },
    ]);
  });
});
