import { ThresholdLogRecord, ThresholdRuleCreate, ThresholdRuleUpdate } from '@fleetdeck/model';
import type { ResourceDefinition } from '../../resources/resource-types.js';

/**
 * The threshold log (hits of threshold rules) at /api/threshold-logs: read-only, written by the
 * threshold engine, so only its list, count and get routes are registered. Not passed through
 * defineResource: the authorization matrix would then expect create, patch and delete routes.
 */
export const thresholdLogResource: ResourceDefinition = {
  name: 'thresholdLogs',
  path: '/api/threshold-logs',
  table: 'threshold_logs',
  // Never registered for writes; the bodies are there because a declaration names all three.
  schemas: { record: ThresholdLogRecord, create: ThresholdRuleCreate, update: ThresholdRuleUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      thresholdRuleId: { kind: 'integer', column: 'threshold_rule_id' },
      ruleName: { kind: 'string', column: 'rule_name' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      checkItemId: { kind: 'integer', column: 'check_item_id', nullable: true },
      level: { kind: 'integer' },
      value: { kind: 'number' },
      message: { kind: 'string' },
      occurredAt: { kind: 'datetime', column: 'occurred_at' },
    },
    relations: [],
  },
  scope: { organizationColumn: 'organization_id' },
  access: 'thresholdLogs',
  timestamps: false,
  toRecord: (row) => ({
    id: Number(row.id),
    thresholdRuleId: Number(row.threshold_rule_id),
    ruleName: row.rule_name,
    organizationId: Number(row.organization_id),
    checkItemId: row.check_item_id === null || row.check_item_id === undefined ? null : Number(row.check_item_id),
    level: row.level,
    value: row.value,
    message: row.message,
    occurredAt: row.occurred_at,
  }),
  toRow: () => ({}),
};
