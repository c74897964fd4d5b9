import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database.js';

/**
 * Runs `fn` in a transaction that no other transaction locked on the same key runs beside, in
 * this process or another, so a read-modify-write (counting a login id's attempts) holds however
 * requests are timed. SQLite runs one transaction at a time on its connection already; PostgreSQL
 * runs many, so the transaction first takes a transaction-scoped advisory lock on the key.
 */
export function lockedTransaction<T>(db: Kysely<Database>, key: string, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    return fn(trx);
  });
}
