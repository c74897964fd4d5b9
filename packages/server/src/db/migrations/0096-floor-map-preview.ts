import type { Kysely, Migration } from 'kysely';

/**
 * A large robot map's preview (issue 18: the editor's first paint within 1 s of an upload): the map
 * at most 1,024 px a side, stored beside the PNG browsers draw. Maps stored before this column, and
 * maps that small already, have none; the console then draws the full image.
 */
export const floorMapPreviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('floor_maps').addColumn('map_preview_file_id', 'integer', (c) => c.references('files.id')).execute();
  },
};
