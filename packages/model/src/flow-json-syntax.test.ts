import { describe, expect, it } from 'vitest';
import { collectJsonKey, jsonSyntaxError } from './flow-json-syntax.js';

describe('jsonSyntaxError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"s"', '0']) {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(jsonSyntaxError(text)).toBeNull();
    }
  });

  it('names the line and column of the first error', () => {
    expect(jsonSyntaxError('{\n  "steps": [1, 2,]\n}')).toMatchObject({ line: 2, column: 18 });
    expect(jsonSyntaxError('{"a": 1,\n"b" 2}')).toMatchObject({ line: 2, column: 5 });
    expect(jsonSyntaxError('{"a": tru}')).toMatchObject({ line: 1, column: 10 });
  });

  it('points at the first character that breaks the grammar', () => {
    expect(jsonSyntaxError('-0.5e+3')).toBeNull();
    expect(jsonSyntaxError('{"a":1,}')).toMatchObject({ line: 1, column: 8 });
    expect(jsonSyntaxError('[1 2]')).toMatchObject({ line: 1, column: 4 });
    expect(jsonSyntaxError('01')).toMatchObject({ line: 1, column: 2 });
    expect(jsonSyntaxError('"a')).toMatchObject({ line: 1, column: 3, message: 'Unterminated string' });
    expect(jsonSyntaxError('"\\u12x4"')).toMatchObject({ line: 1, column: 6, message: 'Invalid unicode escape' });
  });

  it('reports an unexpected end and trailing content', () => {
    expect(jsonSyntaxError('{"a": [1')).toMatchObject({ line: 1, column: 9, message: 'Unexpected end of input' });
    expect(jsonSyntaxError('{} x')).toMatchObject({ line: 1, column: 4 });
    expect(jsonSyntaxError('')).toMatchObject({ line: 1, column: 1 });
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of ["{'a': 1}", '{"a": 01}', '[1,]', '{"a":"\u0001"}', 'NaN', '{"a" : "\\x"}']) {
      expect(() => JSON.parse(text) as unknown).toThrow();
      expect(jsonSyntaxError(text)).not.toBeNull();
    }
  });
});

describe('collectJsonKey', () => {
  it('finds a key at any depth', () => {
    expect(collectJsonKey({ a: { commandListId: 3 }, b: [{ commandListId: 5 }, { c: 1 }] }, 'commandListId')).toEqual([3, 5]);
    expect(collectJsonKey([1, 'x', null], 'commandListId')).toEqual([]);
  });
});
