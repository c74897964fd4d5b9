import { Flow } from '@fleetdeck/model';
import { sql } from 'kysely';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceContext, ResourceDefinition } from '../../resources/resource-types.js';
import { belongsToBuildingCheck, floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';

/** The next position at the end of a building's flows. */
async function nextSortOrder(ctx: ResourceContext, buildingId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('flows')
    .select((eb) => eb.fn.max(sql.ref('sort_order')).as('last'))
    .where(sql.ref('building_id'), '=', buildingId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Flows: floor and flow group of the flow's building, a definition without JSON syntax errors; a new or moved flow goes last in its building. */
export const flowResource: ResourceDefinition = entityResource(Flow, {
  checks: [
    floorInBuilding,
    belongsToBuildingCheck('flowGroupId', 'flow_groups', 'a flow group'),
    jsonSyntaxCheck('definition'),
  ],
  async toRow(input, mode, ctx, existing, row) {
    const movedBuilding = mode === 'update' && input.buildingId !== undefined && Number(input.buildingId) !== Number(existing?.buildingId);
    if (mode === 'create' || movedBuilding) row.sort_order = await nextSortOrder(ctx, Number(input.buildingId));
    return row;
  },
});
