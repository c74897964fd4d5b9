import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { BuildingCreate } from './building.js';

const validate = new Ajv({ allErrors: true }).compile(BuildingCreate);
const base = { name: 'Tower', organizationId: 1 };

describe('BuildingCreate', () => {
  it('accepts linkage settings with their required fields', () => {
    expect(validate({ ...base, linkage: { lilz: { accessToken: 't', managementUnitId: 'u' }, hakaruAi: null } })).toBe(true);
  });
  it('refuses incomplete linkage and unknown keys at any depth', () => {
    expect(validate({ ...base, linkage: { lilz: { accessToken: 't' } } })).toBe(false);
    expect(validate({ ...base, linkage: { unexpected: true } })).toBe(false);
    expect(validate({ ...base, ipAllowList: [{ ipAddress: '10.0.0.1', description: '', restricted: true, extra: 1 }] })).toBe(false);
  });
  it('limits the name to 40 characters', () => {
    expect(validate({ ...base, name: 'x'.repeat(40) })).toBe(true);
    expect(validate({ ...base, name: 'x'.repeat(41) })).toBe(false);
  });
});
