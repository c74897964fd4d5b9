import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../schema-helpers.js';

/** Every change to a robot's settings: who, when, which field, the value before and after. */
export const robotSettingHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('robot_setting_history')
      .addColumn('id', 'integer', idColumn)
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      // No foreign key: the entry must outlive the operator who made the change.
      .addColumn('operator_id', 'integer')
      .addColumn('login_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .execute();
    await db.schema.createIndex('robot_setting_history_robot_at').on('robot_setting_history').columns(['robot_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('robot_setting_history').ifExists().execute();
  },
};
