import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

declare module '../db/database.js' {
  interface Database {
    /** Migration 0091: one fixed window of counted requests per rate-limited key. */
    rate_limit_windows: { key: string; started_at: string; count: number };
  }
}

/** Requests counted in a key's window so far (this one included), and how long the window still runs. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Counts one request against `key` in the database, so every process on a shared store counts
 * together: a fixed window of `windowMs` from the key's first request, as @fastify/rate-limit's
 * memory store counts. One statement, an upsert whose update restarts an ended window, so
 * concurrent requests on any process each get their own count.
 */
export async function countInWindow(db: Kysely<Database>, key: string, windowMs: number, now = new Date()): Promise<WindowCount> {
  const stamp = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, started_at: stamp, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limit_windows.started_at', '<=', cutoff);
        return {
          count: eb.case().when(ended).then(1).else(eb('rate_limit_windows.count', '+', 1)).end(),
          started_at: eb.case().when(ended).then(stamp).else(eb.ref('rate_limit_windows.started_at')).end(),
        };
      }),
    )
    .returning(['count', 'started_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, ttlMs: Math.max(0, Date.parse(row.started_at) + windowMs - now.getTime()) };
}

/** Removes windows that ended before `before` (a periodic cluster job). */
export async function pruneWindows(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('started_at', '<', before.toISOString()).execute();
}
