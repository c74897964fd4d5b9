import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../schema-helpers.js';

// Trigger rules (issue 19 item 5) and their log. The log's unique (trigger_rule_id, event_key) is
// the claim that makes an event act once per rule, whichever process sees it first. Times are
// written in code, so no column default needs a store's own clock function.
/** Trigger rules and the trigger log. */
export const triggersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trigger_rules')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('event_type', 'integer', (c) => c.notNull())
      // No references: a rule whose entry, robot or rule is gone stops matching, and its log stays readable.
      .addColumn('schedule_id', 'integer')
      .addColumn('robot_id', 'integer')
      .addColumn('robot_status', 'text')
      .addColumn('threshold_rule_id', 'integer')
      .addColumn('target_type', 'integer', (c) => c.notNull())
      .addColumn('target_robot_id', 'integer')
      .addColumn('flow_id', 'integer')
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('webhook_id', 'integer')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trigger_rules_organization_event').on('trigger_rules').columns(['organization_id', 'event_type']).execute();

    await db.schema
      .createTable('trigger_logs')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      // No reference: the log outlives a deleted rule.
      .addColumn('trigger_rule_id', 'integer', (c) => c.notNull())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('event_type', 'integer', (c) => c.notNull())
      .addColumn('target_type', 'integer', (c) => c.notNull())
      .addColumn('event_key', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('robot_id', 'integer')
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('result', 'text')
      .addColumn('failure', 'text')
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('trigger_logs_firing').unique().on('trigger_logs').columns(['trigger_rule_id', 'event_key']).execute();
    await db.schema.createIndex('trigger_logs_organization_occurred').on('trigger_logs').columns(['organization_id', 'occurred_at']).execute();
  },
};
