import type { Kysely, Migration } from 'kysely';

// Times are ISO strings the server sets in code, so the schema carries no engine-specific default.

/**
 * The notification outbox (issue 20): one row per event and target (a webhook, a Slack incoming
 * webhook, an e-mail address, an elgana room). The unique key makes an event reach each target at
 * most once however often it is queued; the rows make delivery survive a restart.
 */
export const notificationDeliveriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_deliveries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notification_deliveries_event_target').on('notification_deliveries').columns(['event_id', 'target_kind', 'target_id']).unique().execute();
    await db.schema.createIndex('notification_deliveries_due').on('notification_deliveries').columns(['status', 'next_attempt_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification_deliveries').execute();
  },
};
