/**
 * How long browsers may keep what the console serves. Content-hashed files (the host's /assets/,
 * a plugin's hashed entry and chunks) never change under their name: they are kept a year
 * without asking again, so a warm reload sends no script request. Everything else (the HTML,
 * plugin.json, a hand-written entry, the indexes) is asked again each time and answered 304 when
 * its validators match.
 *
 * A file that is never asked again needs no validators: without ETag and Last-Modified each
 * answer is about 80 bytes lighter, and robot/control loads over a hundred of them (issue 16).
 */
export const CACHE_FOR_A_YEAR = { cacheControl: true, maxAge: 365 * 24 * 3600 * 1000, immutable: true, etag: false, lastModified: false } as const;

/** sendFile options for a file that must be revalidated: the header itself is set to `no-cache`. */
export const REVALIDATE = { cacheControl: false } as const;

/** The Cache-Control value sent with `REVALIDATE`. */
export const NO_CACHE = 'no-cache';

// What plugin-tools writes: `<name>-<8-character Rollup hash>.js` (entry and chunks alike).
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.js$/;

/**
 * Whether a plugin file may be cached for a year: plugin.json lists it (the entry or a chunk) and
 * its name carries the content hash plugin-tools gives it. A partner's hand-written `index.js`,
 * plugin.json and stylesheets are revalidated instead, since their names stay when they change.
 */
export function isHashedPluginFile(manifest: Record<string, unknown>, file: string): boolean {
  if (!HASHED_NAME.test(file)) return false;
  const relative = (name: unknown) => (typeof name === 'string' ? name.replace(/^\.\//, '') : undefined);
  if (relative(manifest.entry) === file) return true;
  const chunks = manifest.chunks;
  return typeof chunks === 'object' && chunks !== null && Object.keys(chunks).some((name) => relative(name) === file);
}
