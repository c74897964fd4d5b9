import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/database.js';
import './robot-tables.js';

/**
 * A second connection to the same SQLite file for the gateway's batched writes. The main one
 * commits with synchronous=FULL (an fsync per commit, on the event loop); fleet telemetry is
 * written every second, so it commits with synchronous=NORMAL: in WAL mode that survives a crash
 * of the process and loses at most the last second of samples on a power cut. It leaves
 * checkpoints (which fsync) to the main connection.
 */
export function openTelemetryDatabase(file: string): Kysely<Database> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
