import { describe, expect, it } from 'vitest';
import { configValueError } from './system-config.js';

describe('configValueError', () => {
  it('accepts any text value and well-formed JSON', () => {
    expect(configValueError('text', '{"a":')).toBeNull();
    expect(configValueError('json', '{"a":[1,2]}')).toBeNull();
    expect(configValueError('json', '365')).toBeNull();
  });

  it('explains a JSON syntax error', () => {
    expect(configValueError('json', '{"a":')).toMatch(/JSON|Unexpected/);
    expect(configValueError('json', '')).not.toBeNull();
  });
});
