import type { ByteRange } from '../storage/file-storage.js';

/**
 * The one range of a `Range: bytes=` header within a file of `size` bytes: undefined for no
 * header (the whole file), null when it cannot be satisfied (416). Several ranges are answered
 * as the whole file, which HTTP allows and browsers' players never ask for.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}
