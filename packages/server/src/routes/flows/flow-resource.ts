import { FlowCreate, FlowRecord, FlowUpdate } from '@fleetdeck/model';
import { sql } from 'kysely';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceContext, ResourceDefinition } from '../../resources/resource-types.js';
import { belongsToBuildingCheck, floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
  flowGroupId: 'flow_group_id',
  description: 'description',
  definition: 'definition',
};

/** The next position at the end of a building's flows. */
async function nextSortOrder(ctx: ResourceContext, buildingId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('flows')
    .select((eb) => eb.fn.max(sql.ref('sort_order')).as('last'))
    .where(sql.ref('building_id'), '=', buildingId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Flows (§3, §5): any signed-in user reads, an organization administrator writes (§6). */
export const flowResource: ResourceDefinition = defineResource({
  name: 'flows',
  path: '/api/flows',
  table: 'flows',
  schemas: { record: FlowRecord, create: FlowCreate, update: FlowUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id' },
      flowGroupId: { kind: 'integer', column: 'flow_group_id', nullable: true },
      description: { kind: 'string', sortable: false },
      sortOrder: { kind: 'integer', column: 'sort_order' },
      enabled: { kind: 'boolean' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'flowGroupId', 'description', 'sortOrder', 'enabled', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'flows',
  checks: [
    floorInBuilding,
    belongsToBuildingCheck('flowGroupId', 'flow_groups', 'a flow group'),
    jsonSyntaxCheck('definition'),
  ],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    floorId: Number(row.floor_id),
    flowGroupId: row.flow_group_id === null ? null : Number(row.flow_group_id),
    description: row.description,
    sortOrder: Number(row.sort_order),
    enabled: row.enabled === 1,
    definition: row.definition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  async toRow(input, mode, ctx, existing) {
    const row = copyColumns(input, columns);
    if (input.enabled !== undefined) row.enabled = input.enabled ? 1 : 0;
    const movedBuilding = mode === 'update' && input.buildingId !== undefined && Number(input.buildingId) !== Number(existing?.buildingId);
    if (mode === 'create' || movedBuilding) row.sort_order = await nextSortOrder(ctx, Number(input.buildingId));
    return row;
  },
});
