import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/**
 * Flows (§3). The floor reference has no cascade on purpose: a floor used by a flow cannot be
 * deleted (§5), which the floor delete check reports before the database would refuse.
 */
export const flowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('flows')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id'))
      .addColumn('flow_group_id', 'integer', (c) => c.references('flow_groups.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'floor_id', 'name', 'updated_at']) {
      await db.schema.createIndex(`flows_${column}`).on('flows').column(column).execute();
    }
    await db.schema.createIndex('flows_building_order').on('flows').columns(['building_id', 'sort_order']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('flows').ifExists().execute();
  },
};
