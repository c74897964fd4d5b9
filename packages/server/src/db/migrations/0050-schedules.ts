import type { Kysely, Migration } from 'kysely';

// Schedules (issue 19): a building's time zone, schedule entries, and the log whose unique
// (schedule_id, planned_start) is the claim that makes each occurrence dispatch once, whichever
// process gets there first. Timestamps are written in code, so no column default needs a store's own clock function.
/** Building time zones, schedule entries and their log. */
export const schedulesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('buildings').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Tokyo')).execute();

    await db.schema
      .createTable('schedules')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('flow_id', 'integer', (c) => c.notNull().references('flows.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('start_local', 'text', (c) => c.notNull())
      .addColumn('end_local', 'text', (c) => c.notNull())
      .addColumn('repeat', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('weekdays', 'text', (c) => c.notNull())
      .addColumn('until', 'text')
      .addColumn('exceptions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('schedules_organization').on('schedules').column('organization_id').execute();
    await db.schema.createIndex('schedules_robot').on('schedules').column('robot_id').execute();
    await db.schema.createIndex('schedules_building_start').on('schedules').columns(['building_id', 'start_local']).execute();

    await db.schema
      .createTable('schedule_logs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      // No reference: the log outlives a deleted entry, robot or flow.
      .addColumn('schedule_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('building_id', 'integer', (c) => c.notNull())
      .addColumn('robot_id', 'integer', (c) => c.notNull())
      .addColumn('flow_id', 'integer', (c) => c.notNull())
      .addColumn('planned_start', 'text', (c) => c.notNull())
      .addColumn('planned_end', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('schedule_logs_occurrence').unique().on('schedule_logs').columns(['schedule_id', 'planned_start']).execute();
    await db.schema.createIndex('schedule_logs_organization_start').on('schedule_logs').columns(['organization_id', 'planned_start']).execute();
    await db.schema.createIndex('schedule_logs_robot_result').on('schedule_logs').columns(['robot_id', 'result']).execute();
  },
};
