import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { lazyValidator } from './lazy-validator.js';

describe('lazyValidator', () => {
  it('compiles on the first call only and answers like the compiled validator, errors included', () => {
    const ajv = new Ajv();
    let compiles = 0;
    const validate = lazyValidator(() => {
      compiles += 1;
      return ajv.compile<{ n: number }>({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] });
    });
    expect(compiles).toBe(0);
    expect(validate({ n: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ n: 'x' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/n', keyword: 'type' });
    expect(validate({ n: 2 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
  });
});
