import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { canReadRow } from '../access/scope.js';
import { loadScope } from '../access/scope-load.js';
import type { RequestSession } from '../auth/request-session.js';

/** Ids of the buildings a signed-in operator may see, by the same organization scoping as the REST API. */
export async function visibleBuildingIds(db: Kysely<Database>, session: RequestSession): Promise<number[]> {
  const scope = await loadScope(db, {
    operatorId: session.operatorId,
    userType: session.userType,
    organizationId: session.organizationId,
  });
  const buildings = await db.selectFrom('buildings').select(['id', 'organization_id']).execute();
  return buildings
    .filter((b) => canReadRow(scope, { organizationId: b.organization_id, targetType: 'building', targetId: b.id }))
    .map((b) => b.id);
}
