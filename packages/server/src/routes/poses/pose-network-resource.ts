import { PoseNetworkCreate, PoseNetworkRecord, PoseNetworkUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { poseNetworkGraphCheck } from './pose-network-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

function parseList(text: unknown): unknown[] {
  try {
    const parsed: unknown = JSON.parse(String(text));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
};

/** Pose networks (fields in @fleetdeck/model pose.ts): any signed-in user reads, admins write. */
export const poseNetworkResource: ResourceDefinition = defineResource({
  name: 'poseNetworks',
  path: '/api/pose-networks',
  table: 'pose_networks',
  schemas: { record: PoseNetworkRecord, create: PoseNetworkCreate, update: PoseNetworkUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'poseNetworks',
  checks: [floorInBuilding, poseNetworkGraphCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    floorId: Number(row.floor_id),
    nodes: parseList(row.nodes),
    edges: parseList(row.edges),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row = copyColumns(input, columns);
    if (input.nodes !== undefined) row.nodes = JSON.stringify(input.nodes);
    if (input.edges !== undefined) row.edges = JSON.stringify(input.edges);
    return row;
  },
});
