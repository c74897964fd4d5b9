import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bodyEtag } from './etag.js';
import { firstScreenPreloads, preloadLinks, withPreloads, type FirstPage } from './first-screen.js';
import { hostSplitParts } from './host-split-parts.js';

/** The console's HTML for one first page, with its compressed copies and ETag. */
export interface ConsoleHtml {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

// One per first page and console build: a few dozen at most (each plugin's routes share theirs).
// A rebuilt console or plugin makes new keys; past this many the old ones are dropped at once.
const MAX_CACHED = 64;
const cache = new Map<string, ConsoleHtml>();

async function readSplitParts(hostDist: string, html: string) {
  // The entry script index.html names, as the browser will name it when it asks for shared parts.
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  return hostSplitParts(hostDist, entry);
}

/**
 * The production console's index.html for `page`, naming in its head the files that page's first
 * screen needs (first-screen.ts); null when the console is not built.
 */
export async function consoleHtml(hostDist: string, page: FirstPage | undefined): Promise<ConsoleHtml | null> {
  const file = join(hostDist, 'index.html');
  const info = await stat(file).catch(() => undefined);
  if (!info) return null;
  const manifest = page?.plugin.manifest;
  const key = [info.mtimeMs, page?.plugin.id, page?.plugin.dir, manifest?.integrity, manifest?.entry, page?.route.path, page?.route.layout].join('\n');
  const cached = cache.get(key);
  if (cached) return cached;
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) return null;
  // Announcements only speed a page up: a plugin file that cannot be read costs them, not the page,
  // and such a page is not kept, so the next request tries again.
  const links = await firstScreenPreloads(page, await readSplitParts(hostDist, html)).then(preloadLinks, () => null);
  const body = Buffer.from(withPreloads(html, links ?? ''));
  const made: ConsoleHtml = {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: bodyEtag(body.toString('utf8')),
  };
  if (links === null) return made;
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, made);
  return made;
}

/** The encoding to send a compressed copy in: brotli, else gzip, else none, as Accept-Encoding allows (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
