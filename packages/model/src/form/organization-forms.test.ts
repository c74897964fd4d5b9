import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { bodyValidatorOptions } from '../validator-options.js';
import { NotificationTargetForm } from './organization-forms.js';

const ajv = new Ajv(bodyValidatorOptions);
addFormats.default(ajv);
const validate = ajv.compile(NotificationTargetForm);
const addressErrors = (target: Record<string, unknown>) => {
  validate(target);
  return (validate.errors ?? []).filter((error) => error.instancePath === '/address' || error.params.missingProperty === 'address').map((error) => error.keyword);
};

describe('NotificationTargetForm', () => {
  it("checks an e-mail target's address format in the form", () => {
    expect(addressErrors({ type: 0, level: 0, address: 'ops@example.com' })).toEqual([]);
    expect(addressErrors({ type: 0, level: 0, address: 'not an address' })).toEqual(['format']);
    expect(addressErrors({ type: 0, level: 0, address: 'ops@' })).toEqual(['format']);
  });

  it("requires an e-mail target's address", () => {
    expect(addressErrors({ type: 0, level: 0 })).toEqual(['required']);
    expect(addressErrors({ type: 0, level: 0, address: '' })).toContain('minLength');
  });

  it('leaves other target types to their own rules', () => {
    expect(addressErrors({ type: 1, level: 0, address: 'https://hooks.example.com/x' })).toEqual([]);
    expect(addressErrors({ type: 6, level: 0, room: 'r' })).toEqual([]);
    expect(addressErrors({ level: 0, address: 'x' })).toEqual([]);
  });
});
