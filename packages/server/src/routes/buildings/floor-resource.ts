import { FloorCreate, FloorRecord, FloorUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { buildingResource } from './building-resource.js';
import { floorInUseByFlowCheck } from '../../rules/floor-in-use.js';

/** Floors of a building at /api/buildings/:buildingId/floors (§7 answer shape). */
export const floorResource: ResourceDefinition = defineResource({
  name: 'floors',
  path: '/api/buildings/:buildingId/floors',
  table: 'floors',
  schemas: { record: FloorRecord, create: FloorCreate, update: FloorUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      buildingId: { kind: 'integer', column: 'building_id' },
      type: { kind: 'integer' },
      index: { kind: 'integer' },
      img: { kind: 'string', nullable: true },
      ugomap: { kind: 'string', nullable: true },
    },
    relations: [],
  },
  parent: { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' },
  access: 'floors',
  // A floor used by a flow cannot be deleted (§5).
  checks: [floorInUseByFlowCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    buildingId: Number(row.building_id),
    type: row.type,
    index: row.index,
    img: row.img ?? null,
    ugomap: row.ugomap ?? null,
  }),
  toRow(input) {
    const row: Row = {};
    for (const field of ['name', 'type', 'index'] as const) if (input[field] !== undefined) row[field] = input[field];
    return row;
  },
});
