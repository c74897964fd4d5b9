import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
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

const thresholdFields = {
  name: RequiredText(64),
  description: MultilineText(256),
  organizationId: Id,
  level: literals(Object.values(NotificationLevel)),
  status: literals(Object.values(GeneralStatus)),
  conditions: Type.Array(ThresholdCondition, { minItems: 1, maxItems: 20 }),
};

/** A threshold rule as the API answers it. */
export const ThresholdRuleRecord = Type.Object({ id: Id, ...thresholdFields, createdAt: DateTime, updatedAt: DateTime });
export type ThresholdRuleRecord = Static<typeof ThresholdRuleRecord>;

/** Body to create a threshold rule: §5 name ≤64, description ≤256, at least one condition. */
export const ThresholdRuleCreate = Type.Object({
  name: thresholdFields.name,
  organizationId: thresholdFields.organizationId,
  conditions: thresholdFields.conditions,
  description: Type.Optional(thresholdFields.description),
  level: Type.Optional(thresholdFields.level),
  status: Type.Optional(thresholdFields.status),
}, strict);
export type ThresholdRuleCreate = Static<typeof ThresholdRuleCreate>;

/** Body to change a threshold rule. */
export const ThresholdRuleUpdate = Type.Partial(ThresholdRuleCreate, strict);
export type ThresholdRuleUpdate = Static<typeof ThresholdRuleUpdate>;

/** One hit of a threshold rule: a reading that met its conditions (read-only). */
export const ThresholdLogRecord = Type.Object({
  id: Id,
  thresholdRuleId: Id,
  ruleName: Type.String(),
  organizationId: Id,
  checkItemId: Type.Union([Id, Type.Null()]),
  level: literals(Object.values(NotificationLevel)),
  value: Type.Number(),
  message: Type.String(),
  occurredAt: DateTime,
});
export type ThresholdLogRecord = Static<typeof ThresholdLogRecord>;
