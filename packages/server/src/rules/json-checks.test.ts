import { describe, expect, it } from 'vitest';
import { jsonObjectCheck, jsonObjectProblem } from './json-checks.js';

describe('check item JSON', () => {
  it('accepts a JSON object and names line and column of a syntax error', () => {
    expect(jsonObjectProblem('{ "unit": "kPa" }')).toBeUndefined();
    expect(jsonObjectProblem('{\n  "unit": kPa\n}')).toMatch(/^is not valid JSON: line 2, column 11/);
  });

  it('refuses JSON that is not an object', () => {
    expect(jsonObjectProblem('[1, 2]')).toBe('must be a JSON object');
    expect(jsonObjectProblem('null')).toBe('must be a JSON object');
  });

  it('reports the problem on its field and leaves bodies without the field alone', async () => {
    const check = jsonObjectCheck('json');
    const run = (input: Record<string, unknown>) => check.run({ action: 'create', input, ctx: undefined as never });
    expect(await run({ json: '{' })).toEqual([{ path: 'json', code: 'json', message: expect.stringMatching(/line 1, column 2/) as string }]);
    expect(await run({ name: 'no json here' })).toEqual([]);
  });
});
