import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
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
  // ORDER BY … LIMIT sorts through an ephemeral b-tree; on a temp file that cost a list call more
  // than the query itself (file system calls per statement). Sorts here are small.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  versions.set(db, versionReader(sqlite));
  return { db, close: () => db.destroy() };
}

const versions = new WeakMap<object, (exact: boolean) => string>();

/** How long another process's commit may go unnoticed by changeVersion. */
export const EXTERNAL_CHANGE_CHECK_MS = 20;

function versionReader(sqlite: SQLite.Database): (exact: boolean) => string {
  // total_changes() counts the rows this connection changed (every write of this server) and costs
  // next to nothing. data_version moves when another connection (a test, `fleetdeck seed`) commits,
  // but it takes a read transaction, so it is asked at most every EXTERNAL_CHANGE_CHECK_MS.
  const externalStatement = sqlite.prepare('PRAGMA data_version').pluck();
  const own = sqlite.prepare('SELECT total_changes()').pluck();
  let external = '';
  let checkedAt = -Infinity;
  return (exact) => {
    const now = Date.now();
    if (exact || now - checkedAt >= EXTERNAL_CHANGE_CHECK_MS) {
      external = String(externalStatement.get());
      checkedAt = now;
    }
    return `${external}:${String(own.get())}`;
  };
}

/**
 * A text that changes whenever anything was written to the database: at once for this process's
 * writes, within EXTERNAL_CHANGE_CHECK_MS for another process's;
 * caches of derived data (signed-in sessions) compare it to know they are still true. Undefined
 * for a handle not made by openDatabase (then nothing may be cached).
 */
export function changeVersion(db: Kysely<Database>): string | undefined {
  return versions.get(db)?.(false);
}

/** changeVersion that also sees another process's commit made a moment ago (one read transaction more). */
export function exactChangeVersion(db: Kysely<Database>): string | undefined {
  return versions.get(db)?.(true);
}

/** How many distinct SQL texts keep their prepared statement; the app has a few hundred at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing dominated the cost of a list call. Kysely
 * compiles the same SQL text for the same query shape (values are bound), and better-sqlite3
 * runs one statement at a time on one connection, so a statement can be reused safely.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Areas reserve number ranges (0010 robots, 0020 operations, …), so a data folder made before a
  // lower-numbered migration landed must still accept it rather than refuse to start.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
