import { CheckItemCreate, CheckItemRecord, CheckItemUpdate, type CheckItemLocation } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { thresholdRuleWhenAlerting } from './check-item-checks.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonObjectCheck } from '../../rules/json-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  type: 'type',
  status: 'status',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  floorId: 'floor_id',
  meterReadingService: 'meter_reading_service',
  meterType: 'meter_type',
  qrCodeNumber: 'qr_code_number',
  taskId: 'task_id',
  deviceId: 'device_id',
  thresholdRuleId: 'threshold_rule_id',
  markerType: 'marker_type',
  json: 'json',
};

/** Check items (meter and camera inspections) at /api/check-items. */
export const checkItemResource: ResourceDefinition = defineResource({
  name: 'checkItems',
  path: '/api/check-items',
  table: 'check_items',
  schemas: { record: CheckItemRecord, create: CheckItemCreate, update: CheckItemUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      type: { kind: 'integer' },
      status: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      floorId: { kind: 'integer', column: 'floor_id' },
      meterReadingService: { kind: 'string', column: 'meter_reading_service', nullable: true },
      meterType: { kind: 'string', column: 'meter_type' },
      qrCodeNumber: { kind: 'string', column: 'qr_code_number' },
      taskId: { kind: 'string', column: 'task_id' },
      deviceId: { kind: 'string', column: 'device_id' },
      alertEnabled: { kind: 'boolean', column: 'alert_enabled' },
      thresholdRuleId: { kind: 'integer', column: 'threshold_rule_id', nullable: true },
      markerType: { kind: 'string', column: 'marker_type' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'type', 'status', 'organizationId', 'buildingId', 'floorId', 'meterType', 'meterReadingService', 'alertEnabled', 'thresholdRuleId', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'checkItems',
  checks: [buildingInOrganization, floorInBuilding, thresholdRuleWhenAlerting, jsonObjectCheck('json')],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    type: row.type,
    status: row.status,
    organizationId: Number(row.organization_id),
    buildingId: Number(row.building_id),
    floorId: Number(row.floor_id),
    meterReadingService: row.meter_reading_service ?? null,
    meterType: row.meter_type,
    qrCodeNumber: row.qr_code_number,
    taskId: row.task_id,
    deviceId: row.device_id,
    alertEnabled: row.alert_enabled === 1,
    thresholdRuleId: row.threshold_rule_id === null || row.threshold_rule_id === undefined ? null : Number(row.threshold_rule_id),
    location: { x: row.location_x, y: row.location_y, z: row.location_z, direction: row.location_direction },
    markerType: row.marker_type,
    json: row.json,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row = copyColumns(input, columns);
    if (input.alertEnabled !== undefined) row.alert_enabled = input.alertEnabled ? 1 : 0;
    const location = input.location as CheckItemLocation | undefined;
    if (location) {
      row.location_x = location.x;
      row.location_y = location.y;
      row.location_z = location.z;
      row.location_direction = location.direction;
    }
    return row;
  },
});
