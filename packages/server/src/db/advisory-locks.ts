import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/**
 * First key of every job lock: PostgreSQL's two-key advisory locks are a space apart from the
 * one-key locks lockedTransaction takes, and this constant keeps Fleetdeck's job locks apart
 * from any other application's on the same database.
 */
const JOB_LOCK_SPACE = 0x466c_6472; // 'Fldr'

/**
 * The PostgreSQL store's runExclusive: a session advisory lock taken with pg_try_advisory_lock on
 * one pooled connection, held while the task runs and released on that same connection. The task
 * itself queries through the pool as usual. Should the process die, PostgreSQL drops the lock
 * with its connection, so another process takes the job on its next try.
 */
export function advisoryLocks(db: Kysely<Database>): (name: string, task: () => Promise<void>) => Promise<boolean> {
  return (name, task) =>
    db.connection().execute(async (connection) => {
      const taken = await sql<{ taken: boolean }>`SELECT pg_try_advisory_lock(${JOB_LOCK_SPACE}, hashtext(${name})) AS taken`.execute(connection);
      if (!taken.rows[0]?.taken) return false;
      try {
        await task();
      } finally {
        await sql`SELECT pg_advisory_unlock(${JOB_LOCK_SPACE}, hashtext(${name}))`.execute(connection);
      }
      return true;
    });
}
