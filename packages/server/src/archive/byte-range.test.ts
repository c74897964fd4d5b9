import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.js';

describe('requestedRange', () => {
  it('reads first-last, open-ended and suffix ranges within the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file without a header or for several ranges, and null when nothing fits', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(requestedRange('bytes=1000-', 1000)).toBeNull();
    expect(requestedRange('bytes=-0', 1000)).toBeNull();
  });
});
