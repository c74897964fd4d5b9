import type { Kysely, Migration } from 'kysely';

/**
 * Long-term recording (issue 21): a contract's recording plan, a robot's upload quality, and one row per recorded minute of
 * a robot, found by robot, day, hour and minute. A minute is uploaded in chunks (each stored as a
 * part under the file-storage interface) and joined into one file when its last byte arrives.
 */
export const archiveMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contracts').addColumn('archive_plan', 'text', (c) => c.notNull().defaultTo('free')).execute();
    await db.schema.alterTable('robots').addColumn('upload_quality', 'text', (c) => c.notNull().defaultTo('360p')).execute();
    await db.schema
      .createTable('archive_segments')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('minute', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('quality', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('parts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('archive_segments_robot_start', ['robot_id', 'starts_at'])
      .execute();
    await db.schema.createIndex('archive_segments_robot_day').on('archive_segments').columns(['robot_id', 'day']).execute();
    await db.schema.createIndex('archive_segments_organization_start').on('archive_segments').columns(['organization_id', 'starts_at']).execute();
  },
};
