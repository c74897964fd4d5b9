import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

// Written against Kysely<unknown>: it must keep working when the Database interface changes.

// Lists sort on these columns; each table also filters by its organization.
const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ['threshold_rules_org_name', 'threshold_rules', ['organization_id', 'name']],
  ['threshold_rules_name', 'threshold_rules', ['name']],
  ['threshold_logs_org_at', 'threshold_logs', ['organization_id', 'occurred_at']],
  ['threshold_logs_at', 'threshold_logs', ['occurred_at']],
  ['check_items_org_name', 'check_items', ['organization_id', 'name']],
  ['check_items_name', 'check_items', ['name']],
  ['check_items_building', 'check_items', ['building_id']],
  ['check_items_rule', 'check_items', ['threshold_rule_id']],
  ['files_org', 'files', ['organization_id']],
  ['media_resources_org_name', 'media_resources', ['organization_id', 'name']],
  ['media_resources_name', 'media_resources', ['name']],
  ['knowledge_groups_org_name', 'knowledge_groups', ['organization_id', 'name']],
  ['knowledge_groups_name', 'knowledge_groups', ['name']],
  ['knowledge_qas_group', 'knowledge_qas', ['group_id', 'position']],
  ['chats_org_started', 'chats', ['organization_id', 'started_at']],
  ['chats_started', 'chats', ['started_at']],
  ['chat_messages_chat', 'chat_messages', ['chat_id', 'id']],
  ['asilla_settings_org_name', 'asilla_settings', ['organization_id', 'name']],
  ['asilla_settings_name', 'asilla_settings', ['name']],
];

/** Check items, threshold rules and their log, uploaded files, media resources, knowledge groups, chats and asilla settings. */
export const inspectionGuideMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('threshold_rules')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('check_items')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('meter_reading_service', 'text')
      .addColumn('meter_type', 'text', (c) => c.notNull())
      .addColumn('qr_code_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('task_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('alert_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('threshold_rule_id', 'integer', (c) => c.references('threshold_rules.id'))
      .addColumn('location_x', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('location_y', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('location_z', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('location_direction', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('marker_type', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('threshold_logs')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('threshold_rule_id', 'integer', (c) => c.notNull().references('threshold_rules.id').onDelete('cascade'))
      .addColumn('check_item_id', 'integer', (c) => c.references('check_items.id').onDelete('set null'))
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('value', 'real', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('occurred_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('files')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('uploaded_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('file_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      // 1 when a system-scope resource publishes the file to every signed-in user.
      .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('media_resources')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_type', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('organization'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('knowledge_groups')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('knowledge_qas')
      .addColumn('id', 'integer', idColumn)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('knowledge_groups.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('attachment_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('chats')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('robot_serial_no', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('score', 'real')
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ai_model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('additional_instructions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('started_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'integer', idColumn)
      .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
      .addColumn('speaker', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('asilla_settings')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id'))
      .addColumn('flow_id', 'integer', (c) => c.references('flows.id').onDelete('set null'))
      .addColumn('robot_id', 'integer', (c) => c.references('robots.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('behaviours', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('detection_area', 'text')
      .addColumn('intrusion_detection', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['asilla_settings', 'chat_messages', 'chats', 'knowledge_qas', 'knowledge_groups', 'media_resources', 'files', 'threshold_logs', 'check_items', 'threshold_rules']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
