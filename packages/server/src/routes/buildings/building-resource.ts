import { BuildingCreate, BuildingRecord, BuildingUpdate, type BuildingLinkage } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { buildingIpCheck, buildingOrganizationCheck, linkageSecretsCheck, dailyReportCheck } from './building-checks.js';
import { ipAllowListChild, speechTextsChild } from './building-children.js';
import { mergeLinkage, parseLinkage, presentLinkage } from './building-linkage.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  status: 'status',
  prefecture: 'prefecture',
  city: 'city',
  postalCode: 'postal_code',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
};

const namedItem = (row: Row) => ({ id: Number(row.id), name: String(row.name) });

/** Buildings: §7 list shape by default, the whole record with groups, IP allow-list and linkage on detail. */
export const buildingResource: ResourceDefinition = defineResource({
  name: 'buildings',
  path: '/api/buildings',
  table: 'buildings',
  schemas: { record: BuildingRecord, create: BuildingCreate, update: BuildingUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      status: { kind: 'integer' },
      prefecture: { kind: 'string' },
      city: { kind: 'string' },
      postalCode: { kind: 'string', column: 'postal_code' },
      address: { kind: 'string' },
      latitude: { kind: 'number', nullable: true },
      longitude: { kind: 'number', nullable: true },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: ['groups', 'flowGroups'],
  },
  listFields: ['id', 'name', 'prefecture', 'city', 'organizationId'],
  relations: {
    groups: { table: 'robot_groups', foreignKey: 'building_id', columns: ['id', 'name'], toRecord: namedItem },
    flowGroups: { table: 'flow_groups', foreignKey: 'building_id', columns: ['id', 'name'], toRecord: namedItem },
  },
  detailRelations: ['groups', 'flowGroups'],
  children: [ipAllowListChild, speechTextsChild],
  scope: { organizationColumn: 'organization_id', targetType: 'building' },
  access: 'buildings',
  checks: [buildingOrganizationCheck, buildingIpCheck, linkageSecretsCheck, dailyReportCheck(() => buildingResource)],
  // Linkage secrets are stored whole (writes merge onto them) and answered masked.
  present: (record) =>
    record.linkage === undefined ? record : { ...record, linkage: presentLinkage(record.linkage as BuildingLinkage) },
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    organizationId: Number(row.organization_id),
    status: row.status,
    prefecture: row.prefecture,
    city: row.city,
    postalCode: row.postal_code,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    linkage: parseLinkage(row.linkage),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input, mode, _ctx, existing) {
    const row: Row = {};
    for (const [field, column] of Object.entries(columns)) {
      if (input[field] !== undefined) row[column] = input[field];
    }
    if (mode === 'create' || input.linkage !== undefined) {
      const stored = existing ? (existing.linkage as BuildingLinkage) : parseLinkage('{}');
      row.linkage = JSON.stringify(mergeLinkage(stored, input.linkage as Partial<BuildingLinkage> | undefined));
    }
    return row;
  },
});
