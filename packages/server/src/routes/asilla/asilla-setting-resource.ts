import { AsillaSettingCreate, AsillaSettingRecord, AsillaSettingUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { robotAndFlowInBuilding } from './asilla-checks.js';

function parseJson(text: unknown, fallback: unknown): unknown {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

const optionalId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** asilla behaviour-detection settings at /api/asilla-settings. */
export const asillaSettingResource: ResourceDefinition = defineResource({
  name: 'asillaSettings',
  path: '/api/asilla-settings',
  table: 'asilla_settings',
  schemas: { record: AsillaSettingRecord, create: AsillaSettingCreate, update: AsillaSettingUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      flowId: { kind: 'integer', column: 'flow_id', nullable: true },
      robotId: { kind: 'integer', column: 'robot_id', nullable: true },
      intrusionDetection: { kind: 'boolean', column: 'intrusion_detection' },
      // JSON text: answered in lists, never filtered or sorted on.
      behaviours: { kind: 'string', filterable: false, sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'flowId', 'robotId', 'behaviours', 'intrusionDetection', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'asillaSettings',
  checks: [buildingInOrganization, robotAndFlowInBuilding],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    organizationId: Number(row.organization_id),
    buildingId: Number(row.building_id),
    flowId: optionalId(row.flow_id),
    robotId: optionalId(row.robot_id),
    behaviours: parseJson(row.behaviours, []),
    detectionArea: parseJson(row.detection_area, null),
    intrusionDetection: row.intrusion_detection === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row: Row = {};
    if (input.name !== undefined) row.name = input.name;
    if (input.organizationId !== undefined) row.organization_id = input.organizationId;
    if (input.buildingId !== undefined) row.building_id = input.buildingId;
    if (input.flowId !== undefined) row.flow_id = input.flowId;
    if (input.robotId !== undefined) row.robot_id = input.robotId;
    if (input.behaviours !== undefined) row.behaviours = JSON.stringify(input.behaviours);
    if (input.detectionArea !== undefined) row.detection_area = input.detectionArea === null ? null : JSON.stringify(input.detectionArea);
    if (input.intrusionDetection !== undefined) row.intrusion_detection = input.intrusionDetection ? 1 : 0;
    return row;
  },
});
