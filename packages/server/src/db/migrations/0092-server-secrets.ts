import type { Kysely, Migration } from 'kysely';

/**
 * Secrets the server makes for itself (issue 21: the key that signs short-lived media URLs), kept
 * in the store so every process of a cluster signs and checks with the same one. One row per
 * named secret, made once by whichever process needs it first.
 */
export const serverSecretsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
