import { BuildingGroupRecord, GroupCreate, GroupUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingResource } from './building-resource.js';

function groupResource(name: 'robotGroups' | 'flowGroups', segment: string, table: string): ResourceDefinition {
  return defineResource({
    name,
    path: `/api/buildings/:buildingId/${segment}`,
    table,
    schemas: { record: BuildingGroupRecord, create: GroupCreate, update: GroupUpdate },
    filter: {
      fields: { id: { kind: 'integer' }, name: { kind: 'string' }, buildingId: { kind: 'integer', column: 'building_id' } },
      relations: [],
    },
    parent: { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' },
    access: name,
    timestamps: false,
    toRecord: (row) => ({ id: Number(row.id), name: row.name, buildingId: Number(row.building_id) }),
    toRow: (input) => (input.name === undefined ? {} : { name: input.name }),
  });
}

/** Robot groups of a building at /api/buildings/:buildingId/groups. */
export const robotGroupResource = groupResource('robotGroups', 'groups', 'robot_groups');
/** Flow groups of a building at /api/buildings/:buildingId/flowGroups. */
export const flowGroupResource = groupResource('flowGroups', 'flowGroups', 'flow_groups');
