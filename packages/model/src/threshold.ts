import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { NotificationLevel } from './business-constants.js';
import { GeneralStatus } from './statuses.js';
import { MultilineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** Largest magnitude a condition's target value may have; sensors report far smaller numbers. */
export const THRESHOLD_VALUE_LIMIT = 1e9;

/** Whether a condition bounds the reading from below (min) or above (max). */
export const ThresholdBound = ['min', 'max'] as const;
export type ThresholdBound = (typeof ThresholdBound)[number];

/** How a reading is compared with the target value. */
export const ThresholdComparator = ['lt', 'lte', 'eq', 'gte', 'gt'] as const;
export type ThresholdComparator = (typeof ThresholdComparator)[number];

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** One condition of a threshold rule; JSON cannot carry NaN or Infinity, so a number within the range is finite. */
export const ThresholdCondition = Type.Object({
  bound: literals(ThresholdBound),
  comparator: literals(ThresholdComparator),
  value: Type.Number({ minimum: -THRESHOLD_VALUE_LIMIT, maximum: THRESHOLD_VALUE_LIMIT }),
}, strict);
export type ThresholdCondition = Static<typeof ThresholdCondition>;

/** Threshold rules with their conditions (§3, §5): name ≤64, description ≤256, at least one condition. */
export const ThresholdRule = defineEntity({
  name: 'thresholdRules',
  area: 'thresholdRules',
  path: '/threshold-rules',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 260 }),
    description: field(MultilineText(256), { listColumn: 'shown', searchable: true, width: 280, widget: 'multiline' }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    level: field(literals(Object.values(NotificationLevel)), { listColumn: 'shown', initial: NotificationLevel.info }),
    status: field(literals(Object.values(GeneralStatus)), { listColumn: 'shown', initial: GeneralStatus.available }),
    // Stored as JSON text: answered in lists, never filtered or sorted on.
    conditions: field(Type.Array(ThresholdCondition, { minItems: 1, maxItems: 20 }), { input: 'required', listColumn: 'shown', sortable: false, filterable: false }),
  },
  listFields: ['id', 'name', 'description', 'organizationId', 'level', 'status', 'conditions', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A threshold rule as the API answers it. */
export const ThresholdRuleRecord = ThresholdRule.record;
export type ThresholdRuleRecord = Static<typeof ThresholdRuleRecord>;
/** Body to create a threshold rule. */
export const ThresholdRuleCreate = ThresholdRule.create;
export type ThresholdRuleCreate = Static<typeof ThresholdRuleCreate>;
/** Body to change a threshold rule. */
export const ThresholdRuleUpdate = ThresholdRule.update;
export type ThresholdRuleUpdate = Static<typeof ThresholdRuleUpdate>;

/** The threshold log: hits of threshold rules, written by the threshold engine and only read through the API. */
export const ThresholdLog = defineEntity({
  name: 'thresholdLogs',
  area: 'thresholdLogs',
  path: '/threshold-logs',
  organization: 'organizationId',
  timestamps: false,
  fields: {
    thresholdRuleId: field(Id, { input: 'none' }),
    ruleName: field(Type.String(), { input: 'none' }),
    organizationId: field(Id, { input: 'none' }),
    checkItemId: field(Nullable(Id), { input: 'none' }),
    level: field(literals(Object.values(NotificationLevel)), { input: 'none' }),
    value: field(Type.Number(), { input: 'none' }),
    message: field(Type.String(), { input: 'none' }),
    occurredAt: field(DateTime, { input: 'none' }),
  },
});

/** One hit of a threshold rule: a reading that met its conditions (read-only). */
export const ThresholdLogRecord = ThresholdLog.record;
export type ThresholdLogRecord = Static<typeof ThresholdLogRecord>;
