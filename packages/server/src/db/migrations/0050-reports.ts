import type { Kysely, Migration } from 'kysely';

// Times are ISO strings the server sets in code, so the schema carries no engine-specific default.

/** Reports (headers and details), Excel export templates and export jobs (issue 20). */
export const reportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_headers')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('floor_id', 'integer', (c) => c.references('floors.id').onDelete('set null'))
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('flow_id', 'integer', (c) => c.references('flows.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      // Null while the run is under way.
      .addColumn('result', 'integer')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_headers_org_started').on('report_headers').columns(['organization_id', 'started_at']).execute();
    await db.schema.createIndex('report_headers_started').on('report_headers').column('started_at').execute();

    await db.schema
      .createTable('report_details')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('report_id', 'integer', (c) => c.notNull().references('report_headers.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('result', 'integer', (c) => c.notNull())
      .addColumn('robot_id', 'integer', (c) => c.notNull().references('robots.id').onDelete('cascade'))
      .addColumn('waypoint', 'integer')
      .addColumn('x', 'real')
      .addColumn('y', 'real')
      .addColumn('check_item_id', 'integer', (c) => c.references('check_items.id').onDelete('set null'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('value', 'real')
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('camera', 'text')
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_details_report').on('report_details').columns(['report_id', 'occurred_at']).execute();
    await db.schema.createIndex('report_details_item').on('report_details').columns(['check_item_id', 'occurred_at']).execute();

    await db.schema
      .createTable('export_templates')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('export_templates_org_name').on('export_templates').columns(['organization_id', 'name']).execute();

    await db.schema
      .createTable('export_jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
      .addColumn('operator_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('format', 'integer')
      .addColumn('encoding', 'text')
      .addColumn('template_id', 'integer', (c) => c.references('export_templates.id').onDelete('set null'))
      // What the job exports, as JSON; the same request by the same operator runs once at a time.
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('unique_key', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('failure', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('finished_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('export_jobs_org_created').on('export_jobs').columns(['organization_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['export_jobs', 'export_templates', 'report_details', 'report_headers']) await db.schema.dropTable(table).ifExists().execute();
  },
};
