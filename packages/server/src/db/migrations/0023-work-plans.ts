import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

/** Work plans (§3) and the organization's work plan templates. */
export const workPlansMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('work_plans')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('general'))
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'building_id', 'name', 'type', 'updated_at']) {
      await db.schema.createIndex(`work_plans_${column}`).on('work_plans').column(column).execute();
    }

    await db.schema
      .createTable('work_plan_templates')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('general'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    for (const column of ['organization_id', 'name', 'type', 'updated_at']) {
      await db.schema.createIndex(`work_plan_templates_${column}`).on('work_plan_templates').column(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('work_plan_templates').ifExists().execute();
    await db.schema.dropTable('work_plans').ifExists().execute();
  },
};
