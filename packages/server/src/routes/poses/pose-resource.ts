import { PoseCreate, PoseRecord, PoseUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { poseInNetworkCheck } from './pose-network-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
  x: 'x',
  y: 'y',
  yaw: 'yaw',
};

/** Pose definitions (fields in @fleetdeck/model pose.ts): any signed-in user reads, admins write. */
export const poseResource: ResourceDefinition = defineResource({
  name: 'poses',
  path: '/api/poses',
  table: 'pose_definitions',
  schemas: { record: PoseRecord, create: PoseCreate, update: PoseUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id' },
      x: { kind: 'number' },
      y: { kind: 'number' },
      yaw: { kind: 'number' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  scope: { organizationColumn: 'organization_id' },
  access: 'poses',
  checks: [floorInBuilding, poseInNetworkCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    buildingId: Number(row.building_id),
    floorId: Number(row.floor_id),
    x: Number(row.x),
    y: Number(row.y),
    yaw: Number(row.yaw),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});
