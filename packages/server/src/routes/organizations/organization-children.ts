import { NotificationTargetType, type AccountTag, type NotificationTarget } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ChildHook, LooseDb, Row } from '../../resources/resource-types.js';
import { isSecretSet, keptSecret } from '../../resources/write-only-secret.js';

const nullable = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : value);

/** Stored chat-service passwords of an organization's notification targets, by target id. */
export async function storedTargetPasswords(db: Kysely<LooseDb>, organizationId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('notification_targets')
    .select([sql.ref('id').as('id'), sql.ref('password').as('password')])
    .where(sql.ref('organization_id'), '=', organizationId)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), typeof row.password === 'string' ? row.password : '']));
}

/**
 * Notification targets of an organization, replaced as a whole when the body carries them. A target sent
 * with the id of one of this organization's stored targets is updated in place and keeps its id, so
 * an edit page, another operator's link or a queued delivery still finds it after a save; the rest
 * are deleted and new ones inserted. The chat-service password is write-only (write-only-secret.ts):
 * a kept target sent without a password keeps it; only elgana keeps one.
 */
export const notificationTargetsChild: ChildHook = {
  field: 'notificationTargets',
  async write(trx, organizationId, value) {
    const targets = value as NotificationTarget[];
    const saved = await storedTargetPasswords(trx, organizationId);
    const kept = new Set(targets.flatMap((target) => (target.id !== undefined && saved.has(target.id) ? [target.id] : [])));
    const removed = [...saved.keys()].filter((id) => !kept.has(id));
    if (removed.length > 0) await trx.deleteFrom('notification_targets').where(sql.ref('id'), 'in', removed).execute();
    const columns = (target: NotificationTarget) => {
      const password = target.type === NotificationTargetType.elgana
        ? keptSecret(target.id === undefined ? undefined : saved.get(target.id), target.password)
        : '';
      return {
        type: target.type,
        level: target.level,
        building_id: target.buildingId,
        address: target.address ?? null,
        room: target.room ?? null,
        chat_bot_login_id: target.chatBotLoginId ?? null,
        password: password === '' ? null : password,
        space_id: target.spaceId ?? null,
      };
    };
    const added = [];
    for (const target of targets) {
      if (target.id !== undefined && kept.has(target.id)) {
        await trx.updateTable('notification_targets').set(columns(target)).where(sql.ref('id'), '=', target.id).execute();
      } else {
        added.push({ organization_id: organizationId, ...columns(target) });
      }
    }
    if (added.length > 0) await trx.insertInto('notification_targets').values(added).execute();
  },
  async load(db, ids) {
    const grouped = new Map<number, unknown[]>();
    if (ids.length === 0) return grouped;
    const rows = await db.selectFrom('notification_targets').selectAll().where(sql.ref('organization_id'), 'in', [...ids]).orderBy(sql.ref('id')).execute();
    for (const row of rows) {
      const key = Number(row.organization_id);
      // The password itself never leaves this function.
      const target = {
        id: Number(row.id),
        type: row.type,
        level: row.level,
        buildingId: row.building_id ?? null,
        address: nullable(row.address),
        room: nullable(row.room),
        chatBotLoginId: nullable(row.chat_bot_login_id),
        passwordSet: isSecretSet(row.password),
        spaceId: nullable(row.space_id),
      };
      grouped.set(key, [...(grouped.get(key) ?? []), target]);
    }
    return grouped;
  },
};

async function loadTags(db: Kysely<LooseDb>, ids: readonly number[]): Promise<Map<number, unknown[]>> {
  const grouped = new Map<number, unknown[]>();
  if (ids.length === 0) return grouped;
  const tags = await db.selectFrom('account_tags').selectAll().where(sql.ref('organization_id'), 'in', [...ids]).orderBy(sql.ref('id')).execute();
  const tagIds = tags.map((tag) => Number(tag.id));
  const byTag = async (table: string) => {
    const rows: Row[] = tagIds.length === 0 ? [] : await db.selectFrom(table).selectAll().where(sql.ref('tag_id'), 'in', tagIds).orderBy(sql.ref('id')).execute();
    const map = new Map<number, Row[]>();
    for (const row of rows) map.set(Number(row.tag_id), [...(map.get(Number(row.tag_id)) ?? []), row]);
    return map;
  };
  const [managers, targets] = await Promise.all([byTag('account_tag_managers'), byTag('account_tag_targets')]);
  for (const tag of tags) {
    const id = Number(tag.id);
    const record = {
      id,
      name: tag.name,
      managers: (managers.get(id) ?? []).map((row) => ({ operatorId: Number(row.operator_id), role: row.role })),
      targets: (targets.get(id) ?? []).map((row) => ({ targetType: row.target_type, targetId: Number(row.target_id), role: row.role })),
    };
    const key = Number(tag.organization_id);
    grouped.set(key, [...(grouped.get(key) ?? []), record]);
  }
  return grouped;
}

/** Account tags of an organization with their managers and targets, replaced as a whole. */
export const accountTagsChild: ChildHook = {
  field: 'accountTags',
  async write(trx, organizationId, value) {
    const tags = value as AccountTag[];
    // Managers and targets go with their tag through ON DELETE CASCADE.
    await trx.deleteFrom('account_tags').where(sql.ref('organization_id'), '=', organizationId).execute();
    for (const tag of tags) {
      const inserted = await trx
        .insertInto('account_tags')
        .values({ organization_id: organizationId, name: tag.name })
        .returning(sql.ref('id').as('id'))
        .executeTakeFirstOrThrow();
      const tagId = Number(inserted.id);
      if (tag.managers.length > 0) {
        await trx.insertInto('account_tag_managers').values(tag.managers.map((m) => ({ tag_id: tagId, operator_id: m.operatorId, role: m.role }))).execute();
      }
      if (tag.targets.length > 0) {
        await trx
          .insertInto('account_tag_targets')
          .values(tag.targets.map((t) => ({ tag_id: tagId, target_type: t.targetType, target_id: t.targetId, role: t.role })))
          .execute();
      }
    }
  },
  load: loadTags,
};
