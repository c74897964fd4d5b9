import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** Pose definitions and pose networks on floor maps (nodes and edges as JSON of pose ids). */
export const posesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pose_definitions')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('x', 'real', (c) => c.notNull())
      .addColumn('y', 'real', (c) => c.notNull())
      .addColumn('yaw', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'building_id', 'floor_id', 'name', 'updated_at']) {
      await db.schema.createIndex(`pose_definitions_${column}`).on('pose_definitions').column(column).execute();
    }

    await db.schema
      .createTable('pose_networks')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('nodes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('edges', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'building_id', 'floor_id', 'name', 'updated_at']) {
      await db.schema.createIndex(`pose_networks_${column}`).on('pose_networks').column(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pose_networks').ifExists().execute();
    await db.schema.dropTable('pose_definitions').ifExists().execute();
  },
};
