import type { Kysely, Migration } from 'kysely';
import { idColumn, nowDefault } from '../schema-helpers.js';

// Migrations are written against Kysely<unknown> on purpose: they must keep working when the
// Database interface later changes.

/** Organizations, buildings, floors, groups, operators, contracts, terms, auth and audit tables. */
export const coreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'integer', idColumn)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('parent_role', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('prefecture', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address_detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('labs_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();

    await db.schema
      .createTable('notification_targets')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('building_id', 'integer')
      .addColumn('address', 'text')
      .addColumn('room', 'text')
      .addColumn('chat_bot_login_id', 'text')
      .addColumn('password', 'text')
      .addColumn('space_id', 'text')
      .execute();

    await db.schema
      .createTable('account_tags')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_tag_managers')
      .addColumn('id', 'integer', idColumn)
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('account_tags.id').onDelete('cascade'))
      .addColumn('operator_id', 'integer', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_tag_targets')
      .addColumn('id', 'integer', idColumn)
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('account_tags.id').onDelete('cascade'))
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('buildings')
      .addColumn('id', 'integer', idColumn)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('prefecture', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('latitude', 'real')
      .addColumn('longitude', 'real')
      .addColumn('linkage', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('buildings_organization').on('buildings').column('organization_id').execute();

    await db.schema
      .createTable('floors')
      .addColumn('id', 'integer', idColumn)
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('index', 'integer', (c) => c.notNull())
      .addColumn('img', 'text')
      .addColumn('ugomap', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('floors_building').on('floors').column('building_id').execute();

    for (const table of ['robot_groups', 'flow_groups', 'speech_texts'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', idColumn)
        .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn(table === 'speech_texts' ? 'text' : 'name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${table}_building`).on(table).column('building_id').execute();
    }

    await db.schema
      .createTable('ip_allow_entries')
      .addColumn('id', 'integer', idColumn)
      .addColumn('building_id', 'integer', (c) => c.notNull().references('buildings.id').onDelete('cascade'))
      .addColumn('ip_address', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('ip_allow_entries_building').on('ip_allow_entries').column('building_id').execute();

    await db.schema
      .createTable('operators')
      .addColumn('id', 'integer', idColumn)
      .addColumn('login_id', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('building_id', 'integer', (c) => c.references('buildings.id').onDelete('set null'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('restrict_edit_flow', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auth_mode', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('auth_email', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ja'))
      .addColumn('is_universal_design', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maintenance_owner', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_login_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .execute();
    await db.schema.createIndex('operators_organization').on('operators').column('organization_id').execute();

    await db.schema
      .createTable('contracts')
      .addColumn('id', 'integer', idColumn)
      .addColumn('organization_id', 'integer', (c) => c.notNull().unique().references('organizations.id').onDelete('cascade'))
      .addColumn('is_archive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_mini_asilla', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_lilz', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_hakaru_ai', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_kanriroid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_auto_guide', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contract_end_at', 'text')
      .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('paid'))
      .addColumn('maintenance_company_id', 'integer', (c) => c.references('organizations.id'))
      .execute();

    await db.schema
      .createTable('terms')
      .addColumn('id', 'integer', idColumn)
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('title_ja', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_ja', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addUniqueConstraint('terms_type_version', ['type', 'version'])
      .execute();
    await db.schema
      .createTable('term_agreements')
      .addColumn('id', 'integer', idColumn)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('term_id', 'integer', (c) => c.notNull().references('terms.id'))
      .addColumn('agreed_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addUniqueConstraint('term_agreements_operator_term', ['operator_id', 'term_id'])
      .execute();

    await db.schema
      .createTable('access_tokens')
      .addColumn('id', 'integer', idColumn)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('pending_logins')
      .addColumn('id', 'integer', idColumn)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('cookie_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('mismatches', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'integer', idColumn)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createTable('login_attempts')
      .addColumn('login_id', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('audit_logs')
      .addColumn('id', 'integer', idColumn)
      .addColumn('at', 'text', (c) => c.notNull().defaultTo(nowDefault))
      .addColumn('operator_id', 'integer')
      .addColumn('login_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text')
      .addColumn('detail', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .execute();
    await db.schema.createIndex('audit_logs_at').on('audit_logs').column('at').execute();

    await db.schema
      .createTable('keys')
      .addColumn('id', 'integer', idColumn)
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
