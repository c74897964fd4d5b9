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

  it('names the character found on a later line', () => {
    expect(parseJsonWithPosition('{\n"a": 1,\n}')).toEqual({ ok: false, line: 3, column: 1, found: '}' });
  });
});

describe('lineColumnAt', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
