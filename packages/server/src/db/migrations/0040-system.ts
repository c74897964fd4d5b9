import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

// Tables of the system and my pages (issue 5): versions, configuration, announcements, webhooks,
// IAM services, service packages and commands, messages, sync history; plus the columns that make
// API keys manageable and sessions listable as devices.
/** System pages, my pages. */
export const systemMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('system_versions')
      .addColumn('id', 'integer', idColumn)
      .addColumn('version', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('release_level', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('system_versions_created_at').on('system_versions').column('created_at').execute();

    await db.schema
      .createTable('system_configs')
      .addColumn('id', 'integer', idColumn)
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('value_type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('announcements')
      .addColumn('id', 'integer', idColumn)
      .addColumn('title_ja', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_ja', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('publish_from', 'text', (c) => c.notNull())
      .addColumn('publish_to', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('announcements_publish_from').on('announcements').column('publish_from').execute();

    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('auth_type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('secret', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('webhooks_organization').on('webhooks').column('organization_id').execute();
    await db.schema.createIndex('webhooks_name').on('webhooks').column('name').execute();

    await db.schema
      .createTable('iam_services')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull().unique())
      .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('client_secret_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('iam_services_organization').on('iam_services').column('organization_id').execute();
    await db.schema.createIndex('iam_services_name').on('iam_services').column('name').execute();

    await db.schema
      .createTable('service_packages')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addUniqueConstraint('service_packages_org_name', ['organization_id', 'name'])
      .execute();
    await db.schema.createIndex('service_packages_name').on('service_packages').column('name').execute();

    await db.schema
      .createTable('service_commands')
      .addColumn('id', 'integer', idColumn)
      .addColumn('package_id', 'integer', (c) => c.notNull().references('service_packages.id').onDelete('cascade'))
      .addColumn('bundle_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('command', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addUniqueConstraint('service_commands_bundle_name', ['package_id', 'bundle_id', 'name'])
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'integer', idColumn)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('read_at', 'text')
      .execute();
    await db.schema.createIndex('messages_operator_created').on('messages').columns(['operator_id', 'created_at']).execute();

    await db.schema
      .createTable('sync_history')
      .addColumn('id', 'integer', idColumn)
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('sync_history_started_at').on('sync_history').column('started_at').execute();

    // SQLite only adds columns with constant defaults; the seed and the key routes fill the times.
    await db.schema.alterTable('keys').addColumn('name', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('keys').addColumn('created_at', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('keys').addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('access_tokens').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('access_tokens').addColumn('last_used_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sync_history', 'messages', 'service_commands', 'service_packages', 'iam_services', 'webhooks', 'announcements', 'system_configs', 'system_versions']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
