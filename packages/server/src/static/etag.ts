import { createHash } from 'node:crypto';

/**
 * A weak ETag of a JSON answer's body: weak, since the same body may be sent brotli- or
 * gzip-compressed or not, which changes the bytes but not the meaning (RFC 9110 §8.8.1).
 */
export function bodyEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
