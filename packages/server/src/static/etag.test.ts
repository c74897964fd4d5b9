import { describe, expect, it } from 'vitest';
import { bodyEtag, etagMatches } from './etag.js';

describe('bodyEtag / etagMatches', () => {
  it('gives the same body the same weak ETag and another body another', () => {
    expect(bodyEtag('[1]')).toBe(bodyEtag('[1]'));
    expect(bodyEtag('[1]')).not.toBe(bodyEtag('[2]'));
    expect(bodyEtag('[1]')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('matches If-None-Match weakly, in a list, and for *', () => {
    const etag = bodyEtag('{}');
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(etag.slice(2), etag)).toBe(true);
    expect(etagMatches(`W/"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
