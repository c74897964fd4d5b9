import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './console-html.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('sends none when none is accepted or every one is refused with q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('BR;q=0.5')).toBe('br');
  });
});
