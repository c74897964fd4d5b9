import { isAbsolute, join, resolve } from 'node:path';

/** Where the data lives: an embedded SQLite file, or a PostgreSQL server. */
export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** A DATABASE_URL the store adapter cannot open. */
export class StoreLocationError extends Error {}

/**
 * Resolves DATABASE_URL: `postgres://…` or `postgresql://…` is a PostgreSQL server; `sqlite:<path>`,
 * `file:<path>` or a plain path is a SQLite file; nothing is `<dataDir>/fleetdeck.sqlite`.
 */
export function parseStoreLocation(url: string | undefined, dataDir: string, cwd: string): StoreLocation {
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'fleetdeck.sqlite') };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') return { kind: 'postgres', url };
  return { kind: 'sqlite', file: databaseFileFromUrl(url, cwd) };
}

/** Resolves a SQLite DATABASE_URL (`sqlite:<path>`, `file:<path>` or a plain path) to its file. */
export function databaseFileFromUrl(url: string, cwd: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  // One letter is a Windows drive, not a scheme.
  if (scheme && scheme.length > 1 && scheme !== 'sqlite' && scheme !== 'file') {
    throw new StoreLocationError(
      `DATABASE_URL scheme "${scheme}:" is not supported; use postgres://user:password@host:port/database, sqlite:<path> or a file path`,
    );
  }
  let path = scheme && scheme.length > 1 ? url.slice(scheme.length + 1) : url;
  if (path.startsWith('//')) path = path.slice(2);
  if (!path) throw new StoreLocationError('DATABASE_URL names no file');
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** The folder the store needs on this machine before it opens, if any. */
export function storeFolder(location: StoreLocation): string | null {
  return location.kind === 'sqlite' ? resolve(location.file, '..') : null;
}

/** How messages name the store: the file, or the server without its password. */
export function describeStore(location: StoreLocation): string {
  if (location.kind === 'sqlite') return location.file;
  try {
    const url = new URL(location.url);
    url.password = '';
    return url.href;
  } catch {
    return 'PostgreSQL';
  }
}
