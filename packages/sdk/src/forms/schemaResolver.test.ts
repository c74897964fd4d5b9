import { describe, expect, it } from 'vitest';
import { NotificationTargetForm, RequiredText, Robot, entityFormSchema } from '@fleetdeck/model';
import { schemaCheck } from './schemaCheck.js';
import { schemaResolver } from './schemaResolver.js';

const schema = {
  type: 'object',
  required: ['name', 'loginId'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    loginId: { type: 'string', format: 'email' },
    address: { type: 'object', properties: { zip: { type: 'string', pattern: '^\\d{3}-\\d{4}$' } } },
  },
};

const t = (key: string, params?: Record<string, unknown>) => (params?.limit !== undefined ? `${key}:${String(params.limit)}` : key);
// react-hook-form passes a context and options; the resolver ignores them.
const run = (values: Record<string, unknown>) =>
  schemaResolver(schema, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it('reports an empty input as required, with the translated message', async () => {
    const result = await run({ name: '', loginId: 'a@b.co' });
    expect(result.errors).toEqual({ name: { type: 'required', message: 'validation.required' } });
  });

  it('reports limits, formats and nested paths', async () => {
    const result = await run({ name: 'toolong', loginId: 'nope', address: { zip: '1' } });
    expect(result.errors).toMatchObject({
      name: { type: 'maxLength', message: 'validation.maxLength:5' },
      loginId: { type: 'format', message: 'validation.formatEmail' },
      address: { zip: { type: 'pattern', message: 'validation.pattern' } },
    });
  });

  it('passes valid values through and compiles each schema once', async () => {
    const result = await run({ name: 'ok', loginId: 'a@b.co' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'ok', loginId: 'a@b.co' });
    expect(await schemaCheck(schema)).toBe(await schemaCheck(schema));
  });

  it('turns typed text into the numbers and booleans the schema asks for, as ajv coerceTypes did', async () => {
    const typed = { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 1 }, on: { type: 'boolean' }, code: { type: 'string' } } };
    const result = await schemaResolver(typed, t)({ count: '3', on: 'true', code: 42 }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values: { count: 3, on: true, code: '42' }, errors: {} });
    const low = await schemaResolver(typed, t)({ count: '0' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(low.errors).toEqual({ count: { type: 'minimum', message: 'validation.minimum:1' } });
  });

  it("words the model's text rules: a name of ideographic spaces is blank, a NUL is a control character", async () => {
    const named = { type: 'object', required: ['name'], properties: { name: RequiredText(40) } };
    const check = (name: string) => schemaResolver(named, t)({ name }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await check('\u3000\u3000')).errors).toEqual({ name: { type: 'pattern', message: 'validation.notBlank' } });
    expect((await check('Robot\u0000')).errors).toEqual({ name: { type: 'pattern', message: 'validation.controlCharacters' } });
    expect((await check('\u3000Robot 1')).errors).toEqual({});
  });

  it('reports a missing nested property under its own path, and one error per field', async () => {
    const nested = { type: 'object', properties: { address: { type: 'object', required: ['zip'], properties: { zip: { type: 'string' } } } } };
    const result = await schemaResolver(nested, t)({ address: { other: 'x' } }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({ address: { zip: { type: 'required', message: 'validation.required' } } });
  });

  it('validates without compiling code, so it runs where eval is forbidden', async () => {
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply: () => { throw new EvalError('Function() refused'); },
      construct: () => { throw new EvalError('new Function refused'); },
    });
    try {
      const other = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 2 } } };
      const result = await schemaResolver(other, t)({ name: 'long' }, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(result.errors).toEqual({ name: { type: 'maxLength', message: 'validation.maxLength:2' } });
    } finally {
      globalThis.Function = original;
    }
  });

  it('says "digits only" for a hardware revision of "12a4", with every other error of the form (issue 15 item 4)', async () => {
    const robot = entityFormSchema(Robot, 'create');
    const values = { name: 'n'.repeat(41), serialNo: '', model: '', hardwareRevision: '12a4', buildingId: '', initialFloorId: '' };
    const { errors } = await schemaResolver(robot, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors).toMatchObject({
      name: { type: 'maxLength' }, serialNo: { type: 'required' }, model: { type: 'required' }, buildingId: { type: 'required' }, initialFloorId: { type: 'required' },
      hardwareRevision: { type: 'pattern', message: 'validation.digits:3' },
    });
  });

  it("checks a notification target's e-mail address in the form", async () => {
    const check = (address: string) => schemaResolver(NotificationTargetForm, t)({ type: 0, level: 0, buildingId: '', address, passwordSet: false }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await check('ops@')).errors).toEqual({ address: { type: 'format', message: 'validation.formatEmail' } });
    expect((await check('')).errors).toEqual({ address: { type: 'required', message: 'validation.required' } });
    expect((await check('ops@example.com')).errors).toEqual({});
  });
});
