import type { Kysely, Migration } from 'kysely';

/**
 * Periodic work that runs once across a cluster (issue 17): one row per job name holds when the
 * job is next due; the process whose conditional update moves that time forward runs it.
 */
export const clusterJobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cluster_jobs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_run_at', 'text', (c) => c.notNull())
      .addColumn('last_started_at', 'text')
      .addColumn('last_runner', 'text')
      .execute();
  },
};
