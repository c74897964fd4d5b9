import { WorkPlanTemplateCreate, WorkPlanTemplateRecord, WorkPlanTemplateUpdate } from '@fleetdeck/model';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';

const columns: Record<string, string> = {
  name: 'name',
  organizationId: 'organization_id',
  type: 'type',
  description: 'description',
  definition: 'definition',
};

/** Work plan templates of an organization (§3: name, description, type), a starting point for work plans. */
export const workPlanTemplateResource: ResourceDefinition = defineResource({
  name: 'workPlanTemplates',
  path: '/api/work-plan-templates',
  table: 'work_plan_templates',
  schemas: { record: WorkPlanTemplateRecord, create: WorkPlanTemplateCreate, update: WorkPlanTemplateUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      type: { kind: 'string' },
      description: { kind: 'string', sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'organizationId', 'type', 'description', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'workPlanTemplates',
  checks: [jsonSyntaxCheck('definition')],
  toRecord: (row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    name: row.name,
    type: row.type,
    description: row.description,
    definition: row.definition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow: (input) => copyColumns(input, columns),
});
