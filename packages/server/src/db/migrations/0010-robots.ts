import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** Robots, their hashed credentials, their events and their sampled state over time. */
export const robotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('robots')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('group_id', 'integer', (c) => c.references('robot_groups.id').onDelete('set null'))
      .addColumn('initial_floor_id', 'integer', (c) => c.notNull().references('floors.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('serial_no', 'text', (c) => c.notNull().unique())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hardware_revision', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_communication_at', 'text')
      .addColumn('battery_percent', 'real')
      .addColumn('long_term_recording_auto_start', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('video_mode', 'text', (c) => c.notNull().defaultTo('normal'))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('robots_organization').on('robots').column('organization_id').execute();
    await db.schema.createIndex('robots_building').on('robots').column('building_id').execute();

    await db.schema
      .createTable('robot_credentials')
      .addColumn('robot_id', 'integer', (c) => c.primaryKey().references('robots.id').onDelete('cascade'))
      .addColumn('credential_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('robot_events')
      .addColumn('id', 'integer', idColumn)
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('robot_ts', 'real')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer')
      .addColumn('message', 'text')
      .addColumn('data', 'text')
      .execute();
    await db.schema.createIndex('robot_events_robot_at').on('robot_events').columns(['robot_id', 'at']).execute();

    await db.schema
      .createTable('robot_samples')
      .addColumn('id', 'integer', idColumn)
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('connection', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('battery_percent', 'real')
      .addColumn('battery_state', 'text')
      .addColumn('floor_id', 'integer')
      .addColumn('x', 'real')
      .addColumn('y', 'real')
      .execute();
    await db.schema.createIndex('robot_samples_robot_at').on('robot_samples').columns(['robot_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['robot_samples', 'robot_events', 'robot_credentials', 'robots']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
