import {
  DisabledNotificationTargetTypes, NotificationTargetType, ruleError,
  type AccountTag, type AccountTagTargetType, type FieldError, type NotificationTarget,
} from '@fleetdeck/model';
import { sql } from 'kysely';
import type { ResourceCheck, ResourceContext } from '../../resources/resource-types.js';
import { nameableIds } from './nameable-ids.js';
import { callerMay } from '../../access/caller-may.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { accountTagsChild, storedTargetPasswords } from './organization-children.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function exists(ctx: ResourceContext, table: string, id: number): Promise<boolean> {
  const row = await ctx.db.selectFrom(table).select(sql.ref('id').as('id')).where(sql.ref('id'), '=', id).executeTakeFirst();
  return row !== undefined;
}

/** §5: organization name unique (case-insensitive, so "Acme" and "ACME" cannot both exist). */
export const uniqueOrganizationName: ResourceCheck = {
  name: 'uniqueOrganizationName',
  on: ['create', 'update'],
  async run({ ctx, input, id }) {
    if (typeof input.name !== 'string') return [];
    let query = ctx.db
      .selectFrom('organizations')
      .select(sql.ref('id').as('id'))
      .where(sql`lower(${sql.ref('name')})`, '=', input.name.toLowerCase());
    if (id !== undefined) query = query.where(sql.ref('id'), '<>', id);
    return (await query.executeTakeFirst()) ? [ruleError('name', 'unique')] : [];
  },
};

/**
 * A new parent must exist, be one the caller manages, and not be the organization itself or below
 * it. The parent an organization already has is sent back as it is: an organization administrator
 * saving their own organization sends its parent, their provider, which they neither see nor manage.
 */
export const parentOrganizationChosen: ResourceCheck = {
  name: 'parentOrganizationChosen',
  on: ['create', 'update'],
  async run({ ctx, input, id, existing }) {
    if (input.parentId === undefined) return [];
    const parentId = input.parentId as number | null;
    if (existing && parentId === existing.parentId) return [];
    if (parentId === null) {
      return callerMay(ctx.caller, 'organizations', 'topLevel') ? [] : [{ path: 'parentId', code: 'required', message: 'choose the parent organization' }];
    }
    // An organization the caller cannot even see answers as one that does not exist (no oracle).
    const visible = ctx.scope.all || ctx.scope.readOrgs.has(parentId);
    if (!visible || !(await exists(ctx, 'organizations', parentId))) return [{ path: 'parentId', code: 'notFound', message: 'is not an existing organization' }];
    if (!ctx.scope.all && !ctx.scope.writeOrgs.has(parentId)) return [{ path: 'parentId', code: 'scope', message: 'is not an organization you manage' }];
    if (id !== undefined && (await isSelfOrDescendant(ctx, id, parentId))) {
      return [{ path: 'parentId', code: 'cycle', message: 'cannot be this organization or one below it' }];
    }
    return [];
  },
};

async function isSelfOrDescendant(ctx: ResourceContext, rootId: number, candidate: number): Promise<boolean> {
  const rows = await ctx.db.selectFrom('organizations').select([sql.ref('id').as('id'), sql.ref('parent_id').as('parentId')]).execute();
  const parentOf = new Map(rows.map((row) => [Number(row.id), row.parentId === null ? null : Number(row.parentId)]));
  let current: number | null | undefined = candidate;
  for (let steps = 0; current !== null && current !== undefined && steps <= rows.length; steps += 1) {
    if (current === rootId) return true;
    current = parentOf.get(current);
  }
  return false;
}

/**
 * Moving an organization or changing what its parent may do is decided from above: only a caller
 * who manages the parent (or a system admin) may, never the organization's own users.
 */
export const parentSideOnly: ResourceCheck = {
  name: 'parentSideOnly',
  on: ['update'],
  status: 403,
  run({ ctx, input, existing }) {
    if (ctx.scope.all || !existing) return [];
    const parentId = existing.parentId as number | null;
    const managesParent = parentId !== null && ctx.scope.writeOrgs.has(parentId);
    if (managesParent) return [];
    const errors: FieldError[] = [];
    for (const field of ['parentId', 'parentRole'] as const) {
      if (input[field] !== undefined && input[field] !== existing[field]) {
        errors.push({ path: field, code: 'forbidden', message: 'only an administrator of the parent organization may change this' });
      }
    }
    return errors;
  },
};

/** §5 "notification target required" and "chat-service settings complete", per target type. */
export const notificationTargetsComplete: ResourceCheck = {
  name: 'notificationTargetsComplete',
  on: ['create', 'update'],
  async run({ ctx, input, id }) {
    const targets = input.notificationTargets as NotificationTarget[] | undefined;
    const errors: FieldError[] = [];
    if (!targets || targets.length === 0) return errors;
    const nameable = nameableIds(ctx);
    // A building this organization already notifies about stays nameable (set by a system admin).
    const storedBuildings = await storedNotificationBuildings(ctx, id);
    const savedPasswords = id === undefined ? new Map<number, string>() : await storedTargetPasswords(ctx.db, id);
    for (const [index, target] of (targets ?? []).entries()) {
      const at = (field: string) => `notificationTargets.${index}.${field}`;
      const required = (field: keyof NotificationTarget) => {
        const value = target[field];
        if (typeof value !== 'string' || value.trim() === '') errors.push({ ...ruleError(at(field), 'required') });
      };
      if ((DisabledNotificationTargetTypes as readonly number[]).includes(target.type)) {
        errors.push({ path: at('type'), code: 'disabled', message: 'SMS and phone notifications are not available' });
      } else if (target.type === NotificationTargetType.email) {
        required('address');
        if (target.address && !EMAIL.test(target.address)) errors.push({ path: at('address'), code: 'format', message: 'must be an e-mail address' });
      } else if (target.type === NotificationTargetType.slack) {
        required('address');
        if (target.address && !/^https:\/\/\S+$/.test(target.address)) errors.push({ path: at('address'), code: 'format', message: 'must be an https webhook URL' });
      } else if (target.type === NotificationTargetType.elgana) {
        for (const field of ['room', 'chatBotLoginId', 'spaceId'] as const) required(field);
        // The password is write-only: a stored target sent back without one keeps its saved password.
        if (!isSecretSet(target.password) && !isSecretSet(target.id === undefined ? undefined : savedPasswords.get(target.id))) required('password');
      }
      if (target.buildingId !== null && !storedBuildings.has(target.buildingId) && !(await nameable('building', target.buildingId))) {
        errors.push({ path: at('buildingId'), code: 'notFound', message: 'is not an existing building' });
      }
    }
    return errors;
  },
};

async function storedNotificationBuildings(ctx: ResourceContext, organizationId: number | undefined): Promise<Set<number>> {
  if (organizationId === undefined) return new Set();
  const rows = await ctx.db
    .selectFrom('notification_targets')
    .select(sql.ref('building_id').as('buildingId'))
    .where(sql.ref('organization_id'), '=', organizationId)
    .execute();
  return new Set(rows.filter((row) => row.buildingId !== null).map((row) => Number(row.buildingId)));
}

const tableOf: Record<AccountTagTargetType, string> = { organization: 'organizations', building: 'buildings', robot: 'robots', operator: 'operators' };

/** What a tag grants, independent of its name and of the order of its entries. */
function tagGrantKey(tag: Pick<AccountTag, 'managers' | 'targets'>): string {
  const managers = tag.managers.map((m) => `${m.operatorId}:${m.role}`).sort();
  const targets = tag.targets.map((t) => `${t.targetType}:${t.targetId}:${t.role}`).sort();
  return JSON.stringify([managers, targets]);
}

async function storedTagKeys(ctx: ResourceContext, organizationId: number | undefined): Promise<Set<string>> {
  if (organizationId === undefined) return new Set();
  const stored = (await accountTagsChild.load(ctx.db, [organizationId])).get(organizationId) as AccountTag[] | undefined;
  return new Set((stored ?? []).map(tagGrantKey));
}

/**
 * §5 account tags: every manager and target chosen and existing, and (issue 13) each one inside
 * the caller's own writable scope; an id outside it is answered exactly as an unknown id. A tag
 * already stored on this organization (made by a system admin, perhaps across companies) may be
 * sent back unchanged, renamed or removed, but any change to what it grants is checked whole.
 */
export const accountTagsComplete: ResourceCheck = {
  name: 'accountTagsComplete',
  on: ['create', 'update'],
  async run({ ctx, input, id }) {
    const tags = input.accountTags as AccountTag[] | undefined;
    const errors: FieldError[] = [];
    if (!tags || tags.length === 0) return errors;
    const nameable = nameableIds(ctx);
    const kept = await storedTagKeys(ctx, id);
    for (const [index, tag] of tags.entries()) {
      const unchanged = kept.has(tagGrantKey(tag));
      const known = (type: AccountTagTargetType, targetId: number) =>
        unchanged ? exists(ctx, tableOf[type], targetId) : nameable(type, targetId);
      for (const [m, manager] of tag.managers.entries()) {
        if (!(await known('operator', manager.operatorId))) {
          errors.push({ path: `accountTags.${index}.managers.${m}.operatorId`, code: 'notFound', message: 'is not an existing operator' });
        }
      }
      for (const [t, target] of tag.targets.entries()) {
        if (!(await known(target.targetType, target.targetId))) {
          errors.push({ path: `accountTags.${index}.targets.${t}.targetId`, code: 'notFound', message: `is not an existing ${target.targetType}` });
        }
      }
    }
    return errors;
  },
};

/** Nobody deletes the organization they belong to; they would lock themselves out. */
export const notOwnOrganization: ResourceCheck = {
  name: 'notOwnOrganization',
  on: ['delete'],
  status: 403,
  run: ({ ctx, id }) => (id === ctx.caller.organizationId ? [{ path: 'id', code: 'ownOrganization', message: 'You cannot delete your own organization' }] : []),
};

/** An organization still holding child organizations, buildings or operators cannot be deleted. */
export const organizationEmpty: ResourceCheck = {
  name: 'organizationEmpty',
  on: ['delete'],
  status: 409,
  async run({ ctx, id }) {
    const errors: FieldError[] = [];
    const holds = async (table: string, column: string) =>
      (await ctx.db.selectFrom(table).select(sql.ref('id').as('id')).where(sql.ref(column), '=', id ?? 0).limit(1).executeTakeFirst()) !== undefined;
    if (await holds('organizations', 'parent_id')) errors.push({ path: 'children', code: 'inUse', message: 'Delete or move its child organizations first' });
    if (await holds('buildings', 'organization_id')) errors.push({ path: 'buildings', code: 'inUse', message: 'Delete or move its buildings first' });
    if (await holds('operators', 'organization_id')) errors.push({ path: 'operators', code: 'inUse', message: 'Delete or move its operators first' });
    return errors;
  },
};
