import { OrganizationCreate, OrganizationRecord, OrganizationUpdate, ParentRole } from '@fleetdeck/model';
import { callerMay } from '../../access/caller-may.js';
import { sql } from 'kysely';
import { invalidateScopeCache } from '../../access/scope-load.js';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceContext, ResourceDefinition } from '../../resources/resource-types.js';
import { accountTagsChild, notificationTargetsChild } from './organization-children.js';
import { relevelSubtree } from './organization-levels.js';
import {
  accountTagsComplete, notificationTargetsComplete, notOwnOrganization, organizationEmpty, parentOrganizationChosen,
  parentSideOnly, uniqueOrganizationName,
} from './organization-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  type: 'type',
  parentId: 'parent_id',
  parentRole: 'parent_role',
  status: 'status',
  prefecture: 'prefecture',
  city: 'city',
  postalCode: 'postal_code',
  addressDetail: 'address_detail',
};

async function levelBelow(ctx: ResourceContext, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  const parent = await ctx.db.selectFrom('organizations').select(sql.ref('level').as('level')).where(sql.ref('id'), '=', parentId).executeTakeFirst();
  return Number(parent?.level ?? -1) + 1;
}

/** Organizations: §7 list shape `{id, name, type}` by default; detail with notification targets and account tags. */
export const organizationResource: ResourceDefinition = defineResource({
  name: 'organizations',
  path: '/api/organizations',
  table: 'organizations',
  schemas: { record: OrganizationRecord, create: OrganizationCreate, update: OrganizationUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      type: { kind: 'integer' },
      parentId: { kind: 'integer', column: 'parent_id', nullable: true },
      parentRole: { kind: 'integer', column: 'parent_role' },
      level: { kind: 'integer' },
      status: { kind: 'integer' },
      prefecture: { kind: 'string' },
      city: { kind: 'string' },
      postalCode: { kind: 'string', column: 'postal_code' },
      addressDetail: { kind: 'string', column: 'address_detail' },
      labsEnabled: { kind: 'boolean', column: 'labs_enabled' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'type'],
  children: [notificationTargetsChild, accountTagsChild],
  scope: { organizationColumn: 'id', targetType: 'organization' },
  access: 'organizations',
  checks: [uniqueOrganizationName, parentOrganizationChosen, parentSideOnly, notificationTargetsComplete, accountTagsComplete, notOwnOrganization, organizationEmpty],
  // §2 shows notification targets (organization/{id}/notif-target/*) and account tags
  // (organization/{organizationId}/child-org-and-tag) on admin screens only: a general operator
  // reads the organization (§7 organization choice) without who manages what or where alerts go.
  present: (record, ctx) => {
    if (callerMay(ctx.caller, 'organizations', 'readMembers')) return record;
    const { notificationTargets: _targets, accountTags: _tags, ...rest } = record;
    return rest;
  },
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    type: row.type,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    parentRole: row.parent_role,
    level: row.level,
    status: row.status,
    prefecture: row.prefecture,
    city: row.city,
    postalCode: row.postal_code,
    addressDetail: row.address_detail,
    labsEnabled: row.labs_enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  async toRow(input, mode, ctx) {
    const row = copyColumns(input, columns);
    if (input.labsEnabled !== undefined) row.labs_enabled = input.labsEnabled ? 1 : 0;
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
