import { ChatCreate, ChatRecord, ChatUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { chatMessagesChild } from './chat-messages-child.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  organizationId: 'organization_id',
  buildingId: 'building_id',
  robotSerialNo: 'robot_serial_no',
  location: 'location',
  message: 'message',
  score: 'score',
  summary: 'summary',
  aiModel: 'ai_model',
  additionalInstructions: 'additional_instructions',
};

/** Chat records of conversational robots at /api/chats, with their conversation on the detail. */
export const chatResource: ResourceDefinition = defineResource({
  name: 'chats',
  path: '/api/chats',
  table: 'chats',
  schemas: { record: ChatRecord, create: ChatCreate, update: ChatUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      robotSerialNo: { kind: 'string', column: 'robot_serial_no' },
      location: { kind: 'string' },
      message: { kind: 'string' },
      score: { kind: 'number', nullable: true },
      summary: { kind: 'string' },
      aiModel: { kind: 'string', column: 'ai_model' },
      additionalInstructions: { kind: 'string', column: 'additional_instructions' },
      startedAt: { kind: 'datetime', column: 'started_at' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'organizationId', 'buildingId', 'robotSerialNo', 'location', 'message', 'score', 'summary', 'aiModel', 'startedAt'],
  children: [chatMessagesChild],
  scope: { organizationColumn: 'organization_id' },
  access: 'chats',
  checks: [buildingInOrganization],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    buildingId: Number(row.building_id),
    robotSerialNo: row.robot_serial_no,
    location: row.location,
    message: row.message,
    score: row.score ?? null,
    summary: row.summary,
    aiModel: row.ai_model,
    additionalInstructions: row.additional_instructions,
    startedAt: row.started_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});
