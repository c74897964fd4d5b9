import type { Kysely, Migration } from 'kysely';

// Floor maps (issue 18): waypoints, routes and speed/no-go areas under a floor, and per floor its
// robot map (map.yaml values and the stored image), the plan's placement and the layout revision
// the editor's save compares. Timestamps are written by the code (ISO strings), never by defaults.

const located = ['organization_id', 'building_id', 'floor_id'] as const;

/** Waypoints, map routes, map areas and floor maps. */
export const floorMapsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const onFloor = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
        .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id').onDelete('cascade'));

    await onFloor('waypoints')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('x', 'real', (c) => c.notNull())
      .addColumn('y', 'real', (c) => c.notNull())
      .addColumn('yaw', 'real', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await onFloor('map_routes')
      .addColumn('from_waypoint_id', 'integer', (c) => c.notNull().references('waypoints.id').onDelete('cascade'))
      .addColumn('to_waypoint_id', 'integer', (c) => c.notNull().references('waypoints.id').onDelete('cascade'))
      .addColumn('two_way', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('lane_width', 'real', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await onFloor('map_areas')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('max_speed', 'real')
      .addColumn('polygon', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    for (const table of ['waypoints', 'map_routes', 'map_areas']) {
      for (const column of [...located, 'updated_at']) {
        await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
      }
    }
    await db.schema.createIndex('waypoints_name').on('waypoints').column('name').execute();
    await db.schema.createIndex('map_areas_name').on('map_areas').column('name').execute();

    // One row per floor once it has a map, a plan or a saved layout; `revision` counts layout saves.
    await db.schema
      .createTable('floor_maps')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('floor_id', 'integer', (c) => c.notNull().unique().references('floors.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('map_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('map_png_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('map_info', 'text')
      .addColumn('plan_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('plan_placement', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['floor_maps', 'map_areas', 'map_routes', 'waypoints']) await db.schema.dropTable(table).ifExists().execute();
  },
};
