import { WorkPlanCreate, WorkPlanRecord, WorkPlanUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
  type: 'type',
  icon: 'icon',
  description: 'description',
  definition: 'definition',
};

/** Work plans (§3, §5): any signed-in user reads, admins write. */
export const workPlanResource: ResourceDefinition = defineResource({
  name: 'workPlans',
  path: '/api/work-plans',
  table: 'work_plans',
  schemas: { record: WorkPlanRecord, create: WorkPlanCreate, update: WorkPlanUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id' },
      type: { kind: 'string' },
      icon: { kind: 'string' },
      description: { kind: 'string', sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'type', 'icon', 'description', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'workPlans',
  checks: [floorInBuilding, jsonSyntaxCheck('definition')],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    floorId: Number(row.floor_id),
    type: row.type,
    icon: row.icon,
    description: row.description,
    definition: row.definition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});
