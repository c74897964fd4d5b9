import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';

/** An open database with its raw handle, for closing. */
export interface OpenDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Opens the SQLite file in WAL mode with synchronous=FULL: every acknowledged commit is on disk
 * before the answer leaves, so a killed process or machine loses nothing it confirmed.
 */
export function openDatabase(file: string): OpenDatabase {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, close: () => db.destroy() };
}

/** How many distinct SQL texts keep their prepared statement; the app has a few hundred at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing dominated the cost of a list call. Kysely
 * compiles the same SQL text for the same query shape (values are bound), and better-sqlite3
 * runs one statement at a time on one connection, so a statement can be reused safely.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
