import { describe, expect, it } from 'vitest';
import { fileTypeOf, matchesSignature } from './file-signature.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);

describe('upload content checks', () => {
  it('knows images and videos and refuses other types', () => {
    expect(fileTypeOf('image/png')).toBe('image');
    expect(fileTypeOf('video/mp4')).toBe('video');
    expect(fileTypeOf('text/html')).toBeUndefined();
    expect(fileTypeOf('image/svg+xml')).toBeUndefined();
  });

  it('accepts bytes that match the declared type and refuses the rest', () => {
    expect(matchesSignature('image/png', png)).toBe(true);
    expect(matchesSignature('video/mp4', mp4)).toBe(true);
    expect(matchesSignature('image/jpeg', png)).toBe(false);
    expect(matchesSignature('image/png', Buffer.from('<html><script>'))).toBe(false);
    expect(matchesSignature('text/html', Buffer.from('<html>'))).toBe(false);
  });
});
