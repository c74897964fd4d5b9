import type { Kysely } from 'kysely';
import type { ChangeNotifier } from './change-notifier.js';
import type { Database } from './database.js';

/** The gateway's handle for batched writes; closing it leaves the store open. */
export interface BatchWriter {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * An open store: the only place that knows whether the data lives in SQLite or PostgreSQL. The
 * rest of the server speaks Kysely to `db` and asks `changes` whether its caches still hold.
 */
export interface Store {
  db: Kysely<Database>;
  changes: ChangeNotifier;
  /**
   * Whether several server processes may serve this store at once (PostgreSQL): state that must
   * hold for all of them (rate-limit counts) then lives in the database instead of in memory.
   */
  shared: boolean;
  /**
   * A handle for the gateway's frequent batched writes (telemetry, events): on SQLite a second
   * connection that commits without waiting for the disk, elsewhere `db` itself.
   */
  openBatchWriter(): BatchWriter;
  /**
   * Runs `task` while holding the lock named `name`, unless someone holds it already: then answers
   * false at once without running it. On SQLite the lock is this process's (one process owns the
   * file); on PostgreSQL it is a session advisory lock, held by every process on the database and
   * let go by the server when the holder's connection ends (a killed process holds nothing).
   */
  runExclusive(name: string, task: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}
