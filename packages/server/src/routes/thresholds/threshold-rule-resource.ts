import { ThresholdRuleCreate, ThresholdRuleRecord, ThresholdRuleUpdate } from '@fleetdeck/model';
import { sql } from 'kysely';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceCheck, ResourceDefinition, Row } from '../../resources/resource-types.js';

function parseConditions(text: unknown): unknown[] {
  try {
    const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A rule that check items alert with cannot be deleted; they would alert with nothing. */
const notUsedByCheckItems: ResourceCheck = {
  name: 'thresholdRuleNotInUse',
  on: ['delete'],
  status: 409,
  async run({ ctx, id }) {
    const used = await ctx.db.selectFrom('check_items').select(sql.ref('id').as('id')).where(sql.ref('threshold_rule_id'), '=', id ?? 0).limit(1).executeTakeFirst();
    return used ? [{ path: 'id', code: 'inUse', message: 'is used by a check item' }] : [];
  },
};

/** Threshold rules with their conditions at /api/threshold-rules. */
export const thresholdRuleResource: ResourceDefinition = defineResource({
  name: 'thresholdRules',
  path: '/api/threshold-rules',
  table: 'threshold_rules',
  schemas: { record: ThresholdRuleRecord, create: ThresholdRuleCreate, update: ThresholdRuleUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      name: { kind: 'string' },
      description: { kind: 'string' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      level: { kind: 'integer' },
      status: { kind: 'integer' },
      // JSON text: answered in lists, never filtered or sorted on.
      conditions: { kind: 'string', filterable: false, sortable: false },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'name', 'description', 'organizationId', 'level', 'status', 'conditions', 'updatedAt'],
  scope: { organizationColumn: 'organization_id' },
  access: 'thresholdRules',
  checks: [notUsedByCheckItems],
  toRecord: (row) => ({
    id: Number(row.id),
    name: row.name,
    description: row.description,
    organizationId: Number(row.organization_id),
    level: row.level,
    status: row.status,
    conditions: parseConditions(row.conditions),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  toRow(input) {
    const row: Row = {};
    for (const field of ['name', 'description', 'level', 'status'] as const) if (input[field] !== undefined) row[field] = input[field];
    if (input.organizationId !== undefined) row.organization_id = input.organizationId;
    if (input.conditions !== undefined) row.conditions = JSON.stringify(input.conditions);
    return row;
  },
});
