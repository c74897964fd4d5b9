import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** Photos robots took on a `photo` command; the JPEG is a stored file (after 0030, which creates `files`). */
export const robotPhotosMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('robot_photos')
      .addColumn('id', 'integer', idColumn)
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
      .addColumn('camera', 'text', (c) => c.notNull())
      // The robot's capture time, ISO.
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('robot_photos_robot').on('robot_photos').columns(['robot_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('robot_photos').ifExists().execute();
  },
};
