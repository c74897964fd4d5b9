import { describe, expect, it } from 'vitest';
import { configIssues } from './configForm.js';

const newConfig = { key: '', valueType: 'text', value: '', description: '' };

describe('configuration form', () => {
  it('reports a JSON syntax error beside the value, in the caller’s words', () => {
    const issues = configIssues({ ...newConfig, valueType: 'json', value: '{"a":' }, (detail) => `bad: ${detail}`);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: 'value', code: 'jsonSyntax' });
    expect(issues[0]?.message).toMatch(/^bad: /);
  });

  it('accepts text of any shape and well-formed JSON', () => {
    expect(configIssues({ ...newConfig, valueType: 'text', value: '{"a":' }, String)).toEqual([]);
    expect(configIssues({ ...newConfig, valueType: 'json', value: '[1, 2]' }, String)).toEqual([]);
  });
});
