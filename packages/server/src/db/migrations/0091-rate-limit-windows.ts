import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in rate limits counted in the database (issue 17): on a store several server processes
 * share, a client's requests count together whichever process they reach. One row per limited
 * key holds its current fixed window.
 */
export const rateLimitWindowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_windows_started').on('rate_limit_windows').column('started_at').execute();
  },
};
