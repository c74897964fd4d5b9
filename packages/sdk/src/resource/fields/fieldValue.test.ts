import { describe, expect, it } from 'vitest';
import { displayValue, parseInput } from './fieldValue.js';

describe('field values', () => {
  it('shows nothing for missing values and text for the rest', () => {
    expect(displayValue(null)).toBe('');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue(0)).toBe('0');
  });

  it('stores numbers for numeric inputs, keeps text that is not one for the schema to reject', () => {
    expect(parseInput(' 3 ', true)).toBe(3);
    expect(parseInput('-1', true)).toBe(-1);
    expect(parseInput('', true)).toBe('');
    expect(parseInput('abc', true)).toBe('abc');
    expect(parseInput(' 3 ', false)).toBe(' 3 ');
  });
});
