import type { AccountTagTargetType } from '@fleetdeck/model';
import { sql } from 'kysely';
import { canWriteRow, type AccessScope } from '../../access/scope.js';
import { loadOwnScope } from '../../access/scope-load.js';
import { callerMay } from '../../access/caller-may.js';
import type { ResourceContext } from '../../resources/resource-types.js';

// Where each kind of id lives and which column says its organization.
const homes: Record<AccountTagTargetType, { table: string; organizationColumn: string }> = {
  organization: { table: 'organizations', organizationColumn: 'id' },
  building: { table: 'buildings', organizationColumn: 'organization_id' },
  robot: { table: 'robots', organizationColumn: 'organization_id' },
  operator: { table: 'operators', organizationColumn: 'organization_id' },
};

/** Answers whether the caller may name one id of a kind in an account tag or a notification target. */
export type NameableCheck = (type: AccountTagTargetType, id: number) => Promise<boolean>;

/**
 * Which ids the caller may name in an account tag (manager or target) or a notification target:
 * the id must exist and, unless the caller is a system administrator, lie inside the caller's own
 * writable scope (loadOwnScope: their organization tree, denies applied, no tag grants). Only a
 * system administrator may join two companies. Every other id is treated exactly like an id that
 * does not exist, so a refusal tells nothing about other organizations.
 */
export function nameableIds(ctx: ResourceContext): NameableCheck {
  let own: Promise<AccessScope> | undefined;
  const anyOrganization = callerMay(ctx.caller, 'organizations', 'nameAnyOrganization');
  return async (type, id) => {
    const home = homes[type];
    const row = await ctx.db
      .selectFrom(home.table)
      .select(sql.ref(home.organizationColumn).as('organizationId'))
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst();
    if (!row) return false;
    if (anyOrganization) return true;
    own ??= loadOwnScope(ctx.request.server.db, ctx.caller);
    return canWriteRow(await own, { organizationId: Number(row.organizationId), targetType: type, targetId: id });
  };
}
