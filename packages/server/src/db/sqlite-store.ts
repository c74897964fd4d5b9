import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import { ChangeCounter, EXTERNAL_CHANGE_CHECK_MS, type ChangeNotifier } from './change-notifier.js';
import type { Database } from './database.js';
import { processLocks } from './process-locks.js';
import type { BatchWriter, Store } from './store.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import { trackWrites } from './write-tracking.js';

/**
 * Opens the SQLite file in WAL mode with synchronous=NORMAL, as the telemetry connection below
 * already does: a commit is in the WAL (written, not fsynced) before the answer leaves, so a
 * crashed or killed process loses nothing it confirmed; only a power cut or kernel crash may lose
 * the last commits before the next checkpoint, and the database stays consistent either way.
 * FULL cost an fsync per commit (4–7 ms each on a loaded disk, on the event loop), which capped
 * threshold alerting at well under its 1,000 readings per second (issue 20).
 */
export function openSqliteStore(file: string): Store {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // ORDER BY … LIMIT sorts through an ephemeral b-tree; on a temp file that cost a list call more
  // than the query itself (file system calls per statement). Sorts here are small.
  sqlite.pragma('temp_store = MEMORY');
  // Checkpoints run in a worker thread (wal-checkpointer.ts), not inside a commit on the event loop.
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startWalCheckpointer(file, (message, workerGone) => {
    process.emitWarning(`SQLite checkpoint failed: ${message}`);
    if (workerGone && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const changes = sqliteChangeNotifier(sqlite);
  const db = new Kysely<Database>({ dialect: trackWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), changes) });
  return {
    db,
    changes,
    shared: false,
    openBatchWriter: () => openTelemetryConnection(file, changes),
    runExclusive: processLocks(),
    // The worker closes its connection first, so the main one, closing last, checkpoints what is left.
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * A second connection to the same file for the gateway's batched writes (fleet telemetry, every
 * second). It commits with synchronous=NORMAL like the main one: in WAL mode that survives a crash
 * of the process and loses at most the last second of samples on a power cut. It leaves
 * checkpoints (which fsync) to the checkpointer worker.
 */
function openTelemetryConnection(file: string, changes: ChangeNotifier): BatchWriter {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: trackWrites(new SqliteDialect({ database: sqlite }), changes) });
  return { db, close: () => db.destroy() };
}

/**
 * This process's writes bump a counter at commit. PRAGMA data_version moves when another
 * connection (a test, `fleetdeck seed`) commits, but it takes a read transaction, so it is asked
 * at most every EXTERNAL_CHANGE_CHECK_MS unless the caller asks for an exact version.
 */
function sqliteChangeNotifier(sqlite: SQLite.Database): ChangeNotifier {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const own = new ChangeCounter();
  let external = '';
  let checkedAt = -Infinity;
  return {
    version(exact) {
      const now = Date.now();
      if (exact || now - checkedAt >= EXTERNAL_CHANGE_CHECK_MS) {
        external = String(dataVersion.get());
        checkedAt = now;
      }
      return Promise.resolve(`${external}:${own.value}`);
    },
    committed: () => own.bump(),
    close: () => Promise.resolve(),
  };
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
