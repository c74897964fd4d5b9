import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import './job-tables.js';

/** Adds the job's row unless it has one, first due a period from now (a fresh server does not run everything at start). */
export async function registerJob(db: Kysely<Database>, name: string, periodMs: number, now: Date): Promise<void> {
  const exists = await db.selectFrom('cluster_jobs').select('name').where('name', '=', name).executeTakeFirst();
  if (exists) return;
  const next = new Date(now.getTime() + periodMs).toISOString();
  await db.insertInto('cluster_jobs').values({ name, next_run_at: next, last_started_at: null, last_runner: null })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
}

/**
 * Claims the job's current period: answers true for exactly one caller across every process on
 * the database, the one whose update moved the due time a period ahead. The update is
 * conditional on the job being due, and both stores apply a row's updates one after another.
 */
export async function claimDueRun(db: Kysely<Database>, name: string, periodMs: number, runner: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .updateTable('cluster_jobs')
    .set({ next_run_at: new Date(now.getTime() + periodMs).toISOString(), last_started_at: stamp, last_runner: runner })
    .where('name', '=', name)
    .where('next_run_at', '<=', stamp)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
