import { Migrator, type Kysely } from 'kysely';
import type { ChangeNotifier } from './change-notifier.js';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';
import { openPostgresStore } from './postgres-store.js';
import { openSqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';
import type { StoreLocation } from './store-location.js';

export { EXTERNAL_CHANGE_CHECK_MS } from './change-notifier.js';

const notifiers = new WeakMap<object, ChangeNotifier>();

/**
 * Opens the store DATABASE_URL names (store-location.ts). `sharedChanges` makes the notifier of a
 * store several processes share (a cluster's message bus); SQLite keeps its own.
 */
export function openDatabase(location: StoreLocation, sharedChanges?: () => ChangeNotifier): Store {
  const store = location.kind === 'postgres' ? openPostgresStore(location.url, sharedChanges?.()) : openSqliteStore(location.file);
  notifiers.set(store.db, store.changes);
  return store;
}

/**
 * A text that changes whenever anything was written to the database: at once for this process's
 * writes, within EXTERNAL_CHANGE_CHECK_MS for another process's; caches of derived data
 * (signed-in sessions) compare it to know they are still true. Undefined for a handle not made by
 * openDatabase (then nothing may be cached).
 */
export function changeVersion(db: Kysely<Database>): Promise<string | undefined> {
  return notifiers.get(db)?.version(false) ?? Promise.resolve(undefined);
}

/** changeVersion that also sees another process's commit made a moment ago (one round trip more). */
export function exactChangeVersion(db: Kysely<Database>): Promise<string | undefined> {
  return notifiers.get(db)?.version(true) ?? Promise.resolve(undefined);
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
