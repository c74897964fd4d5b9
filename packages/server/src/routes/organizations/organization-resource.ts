import { Organization, ParentRole } from '@fleetdeck/model';
import { sql } from 'kysely';
import { callerMay } from '../../access/caller-may.js';
import { invalidateScopeCache } from '../../access/scope-load.js';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceContext, ResourceDefinition } from '../../resources/resource-types.js';
import { accountTagsChild, notificationTargetsChild } from './organization-children.js';
import { relevelSubtree } from './organization-levels.js';
import {
  accountTagsComplete, notificationTargetsComplete, notOwnOrganization, organizationEmpty, parentOrganizationChosen,
  parentSideOnly, uniqueOrganizationName,
} from './organization-checks.js';

async function levelBelow(ctx: ResourceContext, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  const parent = await ctx.db.selectFrom('organizations').select(sql.ref('level').as('level')).where(sql.ref('id'), '=', parentId).executeTakeFirst();
  return Number(parent?.level ?? -1) + 1;
}

/** Organizations: §7 list shape `{id, name, type}` by default; detail with notification targets and account tags. */
export const organizationResource: ResourceDefinition = entityResource(Organization, {
  children: [notificationTargetsChild, accountTagsChild],
  checks: [uniqueOrganizationName, parentOrganizationChosen, parentSideOnly, notificationTargetsComplete, accountTagsComplete, notOwnOrganization, organizationEmpty],
  // §2 shows notification targets (organization/{id}/notif-target/*) and account tags
  // (organization/{organizationId}/child-org-and-tag) on admin screens only: a general operator
  // reads the organization (§7 organization choice) without who manages what or where alerts go.
  present: (record, ctx) => {
    if (callerMay(ctx.caller, 'organizations', 'readMembers')) return record;
    const { notificationTargets: _targets, accountTags: _tags, ...rest } = record;
    return rest;
  },
  // The level is not sent: it follows the parent. A new organization gives its parent full rights unless told.
  async toRow(input, mode, ctx, _existing, row) {
    if (mode === 'create' && row.parent_role === undefined) row.parent_role = ParentRole.allow;
    if (input.parentId !== undefined) row.level = await levelBelow(ctx, input.parentId as number | null);
    return row;
  },
  // A move changes the level of everything below, in the move's own transaction.
  inTransaction: async (trx, { action, id, input }) => {
    if (action === 'update' && input.parentId !== undefined) await relevelSubtree(trx, id);
  },
  afterCommit: (ctx) => invalidateScopeCache(ctx.request.server.db),
});
