import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import './robot-tables.js';

/**
 * Takes, until `trx` ends, the connection-log lock of each robot: whoever writes a robot's "offline"
 * event (its own process on a disconnection or a graceful shutdown, a survivor for a robot whose
 * process vanished) first reads what the log says, and the lock makes that read-then-write one step
 * across the cluster. SQLite runs one transaction at a time already. On PostgreSQL the locks are
 * taken in ascending id order, so two writers of several robots never wait on each other in a cycle.
 */
export async function lockConnectionLogs(trx: Transaction<Database>, robotIds: readonly number[]): Promise<void> {
  if (robotIds.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const ids = [...new Set(robotIds)].sort((x, y) => x - y);
  // The aggregate reads the sorted subquery row by row, so the locks are taken in its order.
  await sql`SELECT count(pg_advisory_xact_lock(hashtext('robot-connection'), s.id))
            FROM (SELECT unnest(${ids}::int[]) AS id ORDER BY 1) AS s`.execute(trx);
}

/** The robot's latest connection event at or before `at` (ISO), with its time: what an event at `at` follows. */
export function connectionBefore(trx: Transaction<Database>, robotId: number, at: string): Promise<{ code: string; at: string } | undefined> {
  return trx
    .selectFrom('robot_events')
    .select(['code', 'at'])
    .where('robot_id', '=', robotId)
    .where('kind', '=', 'connection')
    .where('at', '<=', at)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
