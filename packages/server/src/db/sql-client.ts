import { CompiledQuery } from 'kysely';
import { openDatabase } from './open-database.js';
import { parseStoreLocation } from './store-location.js';

/** Rows as the store answers them: integers and counts as numbers, on every store. */
export type SqlRow = Record<string, unknown>;

/**
 * Hand-written SQL with `?` placeholders against the store a DATABASE_URL names, for tests and
 * maintenance scripts. Writes go through the store adapter, so running servers see them as they
 * see another process's writes. The SQL itself must be portable (no PRAGMA, INSERT OR REPLACE,
 * strftime); the placeholders are translated for the store.
 */
export interface SqlClient {
  all(text: string, params?: readonly unknown[]): Promise<SqlRow[]>;
  /** Runs a statement and answers how many rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<{ changes: number }>;
  close(): Promise<void>;
}

/** `?` → `$1, $2, …` outside quoted text, as PostgreSQL numbers its parameters. */
export function numberedPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => (token === '?' ? `$${++n}` : token));
}

/** Opens a client on DATABASE_URL's store (a PostgreSQL URL, or a SQLite file or `sqlite:` URL). */
export function openSqlClient(url: string): SqlClient {
  const location = parseStoreLocation(url, process.cwd(), process.cwd());
  const store = openDatabase(location);
  const compile = (text: string, params: readonly unknown[] = []) =>
    CompiledQuery.raw(location.kind === 'postgres' ? numberedPlaceholders(text) : text, [...params]);
  return {
    async all(text, params) {
      return (await store.db.executeQuery<SqlRow>(compile(text, params))).rows;
    },
    async run(text, params) {
      const result = await store.db.executeQuery(compile(text, params));
      return { changes: Number(result.numAffectedRows ?? 0n) };
    },
    close: () => store.close(),
  };
}
