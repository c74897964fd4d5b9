import { describe, expect, it } from 'vitest';
import { ajvResolver, compileSchema } from './ajvResolver.js';

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
  ajvResolver(schema, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('ajvResolver', () => {
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
    expect(await compileSchema(schema)).toBe(await compileSchema(schema));
  });
});
