import { IpAllowEntryCreate, IpAllowEntryRecord, IpAllowEntryUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { ipListErrors } from './building-checks.js';
import { buildingResource } from './building-resource.js';

/** IP allow-list entries of a building at /api/buildings/:buildingId/ipAllowList. */
export const ipAllowEntryResource: ResourceDefinition = defineResource({
  name: 'ipAllowList',
  path: '/api/buildings/:buildingId/ipAllowList',
  table: 'ip_allow_entries',
  schemas: { record: IpAllowEntryRecord, create: IpAllowEntryCreate, update: IpAllowEntryUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      buildingId: { kind: 'integer', column: 'building_id' },
      ipAddress: { kind: 'string', column: 'ip_address' },
      description: { kind: 'string' },
      restricted: { kind: 'boolean' },
    },
    relations: [],
  },
  parent: { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' },
  access: 'ipAllowList',
  timestamps: false,
  checks: [
    {
      name: 'ipAddressValid',
      on: ['create', 'update'],
      run: ({ input }) => (typeof input.ipAddress === 'string' ? ipListErrors([{ ipAddress: input.ipAddress, description: '', restricted: false }], '').map((e) => ({ ...e, path: 'ipAddress' })) : []),
    },
  ],
  toRecord: (row) => ({
    id: Number(row.id),
    buildingId: Number(row.building_id),
    ipAddress: row.ip_address,
    description: row.description,
    restricted: row.restricted === 1,
  }),
  toRow(input) {
    const row: Row = {};
    if (input.ipAddress !== undefined) row.ip_address = String(input.ipAddress).trim();
    if (input.description !== undefined) row.description = input.description;
    if (input.restricted !== undefined) row.restricted = input.restricted ? 1 : 0;
    return row;
  },
});
