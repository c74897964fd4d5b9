import { RobotCreate, RobotRecord, RobotUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { robotPlacementCheck, robotSerialUniqueCheck } from './robot-checks.js';
import '../../gateway/robot-tables.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  serialNo: 'serial_no',
  model: 'model',
  version: 'version',
  hardwareRevision: 'hardware_revision',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  groupId: 'group_id',
  initialFloorId: 'initial_floor_id',
  status: 'status',
  videoMode: 'video_mode',
  notes: 'notes',
};

/**
 * Robots (§3, §5). The organization is not part of the body: it follows the robot's building
 * (robot-routes.ts fills it in before the engine sees the input).
 */
export const robotResource: ResourceDefinition = defineResource({
  name: 'robots',
  path: '/api/robots',
  table: 'robots',
  schemas: { record: RobotRecord, create: RobotCreate, update: RobotUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      serialNo: { kind: 'string', column: 'serial_no' },
      model: { kind: 'string' },
      version: { kind: 'string' },
      hardwareRevision: { kind: 'string', column: 'hardware_revision' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      groupId: { kind: 'integer', column: 'group_id', nullable: true },
      initialFloorId: { kind: 'integer', column: 'initial_floor_id' },
      status: { kind: 'integer' },
      lastCommunicationAt: { kind: 'datetime', column: 'last_communication_at', nullable: true },
      longTermRecordingAutoStart: { kind: 'boolean', column: 'long_term_recording_auto_start' },
      videoMode: { kind: 'string', column: 'video_mode' },
      notes: { kind: 'string', sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
    maxLimit: 10_000,
  },
  scope: { organizationColumn: 'organization_id', targetType: 'robot' },
  access: 'robots',
  checks: [robotPlacementCheck, robotSerialUniqueCheck],
  toRecord: (row) => ({
    id: Number(row.id),
    serialNo: row.serial_no,
    organizationId: Number(row.organization_id),
    name: row.name,
    model: row.model,
    version: row.version,
    hardwareRevision: row.hardware_revision,
    buildingId: Number(row.building_id),
    groupId: row.group_id === null ? null : Number(row.group_id),
    initialFloorId: Number(row.initial_floor_id),
    status: row.status,
    longTermRecordingAutoStart: row.long_term_recording_auto_start === 1,
    videoMode: row.video_mode,
    notes: row.notes,
    lastCommunicationAt: row.last_communication_at ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row = copyColumns(input, columns);
    if (input.longTermRecordingAutoStart !== undefined) row.long_term_recording_auto_start = input.longTermRecordingAutoStart ? 1 : 0;
    return row;
  },
});
