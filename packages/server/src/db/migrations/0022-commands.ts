import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** Command lists (§3; a mode once per building, also kept by a unique index) and command mappings. */
export const commandsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('command_lists')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mode', 'integer', (c) => c.notNull())
      .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('command_lists_building_mode').on('command_lists').columns(['building_id', 'mode']).unique().execute();
    for (const column of ['organization_id', 'name', 'mode', 'updated_at']) {
      await db.schema.createIndex(`command_lists_${column}`).on('command_lists').column(column).execute();
    }

    await db.schema
      .createTable('command_mappings')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('command_list_id', 'integer', (c) => c.notNull().references('command_lists.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bindings', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'building_id', 'command_list_id', 'name', 'updated_at']) {
      await db.schema.createIndex(`command_mappings_${column}`).on('command_mappings').column(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('command_mappings').ifExists().execute();
    await db.schema.dropTable('command_lists').ifExists().execute();
  },
};
