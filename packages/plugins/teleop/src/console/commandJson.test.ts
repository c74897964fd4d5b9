import { describe, expect, it } from 'vitest';
import { lineColumnAt, parseJsonWithPosition } from './commandJson.js';

describe('parseJsonWithPosition', () => {
  it('answers the value of valid JSON', () => {
    expect(parseJsonWithPosition('{"name": "stop"}')).toEqual({ ok: true, value: { name: 'stop' } });
  });

  it('answers the line and column of a syntax error', () => {
    const text = '{\n  "name": "speed",\n  "speed" "slow"\n}';
    const result = parseJsonWithPosition(text);
    expect(result).toEqual({ ok: false, line: 3, column: 11, found: '"' });
  });

  it('places an error on the first line correctly', () => {
    expect(parseJsonWithPosition('{"name": stop}')).toMatchObject({ ok: false, line: 1, column: 10 });
  });

  it('puts an early end at the end of the text', () => {
    expect(parseJsonWithPosition('{"name":\n "stop"')).toMatchObject({ ok: false, line: 2, column: 8 });
    expect(parseJsonWithPosition('')).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});

describe('lineColumnAt', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('jsonErrorOffset', () => {
  it('accepts every valid JSON and finds the first bad character otherwise', async () => {
    const { jsonErrorOffset } = await import('./jsonErrorOffset.js');
    for (const ok of ['{}', '[]', ' 1 ', '-0.5e+3', '"a\\u00e9\\n"', '{"a":[true,false,null,{"b":2}]}']) expect(jsonErrorOffset(ok), ok).toBeNull();
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('01')).toBe(1);
    expect(jsonErrorOffset('"a')).toBe(2);
    expect(jsonErrorOffset('{"a":tru}')).toBe(8);
  });
});
