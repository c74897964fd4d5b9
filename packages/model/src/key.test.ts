import { describe, expect, it } from 'vitest';
import { maskKey } from './key.js';

describe('maskKey', () => {
  it('shows only the first and last four characters of a key', () => {
    expect(maskKey('demo-skyway-0123456789abcdef')).toBe('demo••••••••cdef');
    expect(maskKey('abcdefghi')).toBe('abcd••••••••fghi');
  });

  it('hides short values completely', () => {
    expect(maskKey('abcdefgh')).toBe('••••••••');
    expect(maskKey('')).toBe('');
  });
});
