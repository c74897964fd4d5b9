import { describe, expect, it } from 'vitest';
import { schemaIssues } from './schemaIssues.js';

const schema = {
  type: 'object',
  required: ['name', 'speed'],
  properties: {
    name: { type: 'string', maxLength: 5 },
    speed: { anyOf: [{ const: 'slow' }, { const: 'normal' }] },
    areas: { type: 'array', items: { type: 'object', properties: { width: { type: 'number', minimum: 1 } } } },
  },
};

describe('schemaIssues', () => {
  it('answers no issues for a valid value', async () => {
    expect(await schemaIssues(schema, { name: 'ab', speed: 'slow' })).toEqual([]);
  });

  it('names the field, the rule and its limit', async () => {
    const issues = await schemaIssues(schema, { name: 'abcdefg', areas: [{ width: 0 }] });
    expect(issues).toContainEqual({ path: 'name', keyword: 'maxLength', limit: 5 });
    expect(issues).toContainEqual({ path: 'speed', keyword: 'required' });
    expect(issues).toContainEqual({ path: 'areas.0.width', keyword: 'minimum', limit: 1 });
  });

  it('reports a literal union by its choices, not by the anyOf', async () => {
    const issues = await schemaIssues(schema, { name: 'a', speed: 'fast' });
    expect(issues.map((issue) => issue.keyword)).not.toContain('anyOf');
    expect(issues).toContainEqual({ path: 'speed', keyword: 'const' });
  });
});
