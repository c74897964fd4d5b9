import { DeviceCreate, DeviceRecord, DeviceUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  type: 'type',
  model: 'model',
  name: 'name',
  urn: 'urn',
  identifier: 'identifier',
  description: 'description',
  connectionProfile: 'connection_profile',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
  status: 'status',
};

/** IoT devices (§3): any signed-in user reads, an organization administrator registers, changes and deletes (§6). */
export const deviceResource: ResourceDefinition = defineResource({
  name: 'devices',
  path: '/api/devices',
  table: 'devices',
  schemas: { record: DeviceRecord, create: DeviceCreate, update: DeviceUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      type: { kind: 'integer' },
      model: { kind: 'string' },
      name: { kind: 'string' },
      urn: { kind: 'string' },
      identifier: { kind: 'string' },
      description: { kind: 'string', sortable: false },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id', nullable: true },
      status: { kind: 'integer' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'type', 'model', 'name', 'urn', 'identifier', 'organizationId', 'buildingId', 'floorId', 'status', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'devices',
  checks: [floorInBuilding, jsonSyntaxCheck('connectionProfile', { allowEmpty: true })],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    type: row.type,
    model: row.model,
    name: row.name,
    urn: row.urn,
    identifier: row.identifier,
    description: row.description,
    connectionProfile: row.connection_profile,
    buildingId: Number(row.building_id),
    floorId: row.floor_id === null ? null : Number(row.floor_id),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});
