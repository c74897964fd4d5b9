import { describe, expect, it } from 'vitest';
import { BuildingForm, ChangePasswordForm, Device, LoginBody, entityFormSchema, schemaFingerprint } from '@fleetdeck/model';
import { loadValidator } from '@fleetdeck/model/form-validators';
import { interpretedCheck } from './interpretedCheck.js';
import { schemaCheck } from './schemaCheck.js';
import { formErrors } from './schemaErrors.js';
import { schemaResolver } from './schemaResolver.js';

const t = (key: string, params?: Record<string, unknown>) => (params?.limit !== undefined ? `${key}:${String(params.limit)}` : key);
const resolve = (schema: object, values: Record<string, unknown>) => schemaResolver(schema, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const deviceCreate = entityFormSchema(Device, 'create');

describe('schemaCheck', () => {
  it("uses the model's validator compiled at build for a form's schema", async () => {
    expect(await loadValidator(schemaFingerprint(LoginBody))).toBeTypeOf('function');
    const errors = (await schemaCheck(LoginBody))({ loginId: 'nope', loginPw: '1' });
    // ajv's own wording: the interpreting validator would say "String is too short".
    expect(errors.find((error) => error.keyword === 'minLength')?.message).toMatch(/must NOT have fewer than 6 characters/);
  });

  it('interprets a schema the build did not compile, with the same errors the form shows', async () => {
    const own = { ...BuildingForm, title: 'a plugin of its own' };
    expect(await loadValidator(schemaFingerprint(own))).toBeUndefined();
    const values = { name: '', organizationId: 'x', ipAllowList: [{ ipAddress: '1.2.3.4', restricted: 'no' }], linkage: { dailyReport: { enabled: true }, lilz: { managementUnitId: '' } } };
    const compiled = (await schemaCheck(BuildingForm))(structuredClone(values));
    const interpreted = interpretedCheck(own)(structuredClone(values));
    expect(formErrors(interpreted, values, t)).toEqual(formErrors(compiled, values, t));
    expect(formErrors(compiled, values, t)).toMatchObject({
      name: { type: 'required' },
      'linkage.dailyReport.linkedBuildingId': { type: 'required', message: 'validation.required' },
      'linkage.lilz.accessToken': { type: 'required' },
    });
  });
});

describe('schemaResolver with a precompiled validator', () => {
  it('reports required, limits, text rules and e-mail format, translated', async () => {
    expect((await resolve(LoginBody, { loginId: 'nope', loginPw: '12' })).errors).toEqual({
      loginId: { type: 'format', message: 'validation.formatEmail' },
      loginPw: { type: 'minLength', message: 'validation.minLength:6' },
    });
    expect((await resolve(LoginBody, { loginId: '', loginPw: '' })).errors).toMatchObject({ loginPw: { type: 'required', message: 'validation.required' } });
    const device = (name: string) => resolve(deviceCreate, { name, type: 1, buildingId: 1 });
    expect((await device('x'.repeat(65))).errors).toMatchObject({ name: { type: 'maxLength', message: 'validation.maxLength:64' } });
    expect((await device('\u3000\u3000')).errors).toMatchObject({ name: { type: 'pattern', message: 'validation.notBlank' } });
    expect((await device('')).errors).toMatchObject({ name: { type: 'required', message: 'validation.required' } });
  });

  it('nests the errors of nested fields', async () => {
    const result = await resolve(BuildingForm, { name: 'Tower', organizationId: 1, linkage: { dailyReport: { enabled: true } } });
    expect(result.errors).toMatchObject({ linkage: { dailyReport: { linkedBuildingId: { type: 'required', message: 'validation.required' } } } });
  });

  it('loads and runs the validator where eval is forbidden', async () => {
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply: () => { throw new EvalError('Function() refused'); },
      construct: () => { throw new EvalError('new Function refused'); },
    });
    try {
      const result = await resolve(ChangePasswordForm, { currentPassword: 'old', newPassword: 'short', newPasswordConfirm: '' });
      expect(result.errors).toMatchObject({ newPassword: { type: 'minLength', message: 'validation.minLength:10' }, newPasswordConfirm: { type: 'required' } });
    } finally {
      globalThis.Function = original;
    }
  });

  it('answers the values it validated when they are valid', async () => {
    expect(await resolve(LoginBody, { loginId: 'a@b.co', loginPw: 'secret1' })).toEqual({ values: { loginId: 'a@b.co', loginPw: 'secret1' }, errors: {} });
  });
});
