import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** IoT devices (§3) and the readings their data view shows. */
export const devicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('devices')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('floor_id', 'integer', (c) => c.references('floors.id').onDelete('set null'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('urn', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('identifier', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('connection_profile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'building_id', 'name', 'type', 'model', 'status', 'updated_at']) {
      await db.schema.createIndex(`devices_${column}`).on('devices').column(column).execute();
    }

    await db.schema
      .createTable('device_readings')
      .addColumn('id', 'integer', idColumn)
      .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('value', 'real', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('device_readings_device_at').on('device_readings').columns(['device_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_readings').ifExists().execute();
    await db.schema.dropTable('devices').ifExists().execute();
  },
};
