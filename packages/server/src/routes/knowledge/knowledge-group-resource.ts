import { KnowledgeGroupCreate, KnowledgeGroupRecord, KnowledgeGroupUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition, Row } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { attachmentsReadable } from './knowledge-checks.js';
import { knowledgeQasChild } from './knowledge-qas-child.js';

/** Knowledge groups (Q&A a guide robot answers from) at /api/knowledge-groups. */
export const knowledgeGroupResource: ResourceDefinition = defineResource({
  name: 'knowledgeGroups',
  path: '/api/knowledge-groups',
  table: 'knowledge_groups',
  schemas: { record: KnowledgeGroupRecord, create: KnowledgeGroupCreate, update: KnowledgeGroupUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id' },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  children: [knowledgeQasChild],
  scope: { organizationColumn: 'organization_id' },
  access: 'knowledgeGroups',
  checks: [buildingInOrganization, attachmentsReadable],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    organizationId: Number(row.organization_id),
    buildingId: Number(row.building_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row: Row = {};
    if (input.name !== undefined) row.name = input.name;
    if (input.organizationId !== undefined) row.organization_id = input.organizationId;
    if (input.buildingId !== undefined) row.building_id = input.buildingId;
    return row;
  },
});
