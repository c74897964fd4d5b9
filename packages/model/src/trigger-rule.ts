import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import type { LocalizedText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { MultilineText } from './text-rules.js';
import { NotificationLevel, TriggerEventType, TriggerTargetType } from './business-constants.js';

// Trigger rules (§9 event types and targets; the spec names the entity by its constants only, so
// its fields are ours): when an event happens, act on a target. Each firing is a row of the trigger
// log, whose (triggerRuleId, eventKey) pair is unique: an event acts once per rule, also when two
// server processes see it.

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The robot conditions a robot-status rule can wait for; a robot entering one fires the rule. */
export const TriggerRobotStatus = ['offline', 'error', 'lowBattery'] as const;
export type TriggerRobotStatus = (typeof TriggerRobotStatus)[number];

/**
 * Event types the server raises itself. Calendar, Slack and Teams events (10 to 12) arrive from
 * outside services that are not linked yet, so a rule on them would never fire: the server refuses it.
 */
export const RaisedTriggerEvents: readonly TriggerEventType[] = [TriggerEventType.schedule, TriggerEventType.robotStatus, TriggerEventType.dataThreshold];

/** How one firing ended: the target acted, or it could not (the log says why). */
export const TriggerFiringResult = ['done', 'fail'] as const;
export type TriggerFiringResult = (typeof TriggerFiringResult)[number];

/**
 * A trigger rule of an organization. The event fields narrow what fires it (null: any entry, any
 * robot, any threshold rule of the organization); the target fields say what it does: start `flowId`
 * on `targetRobotId`, mail the organization's notification targets of `level` and above, write a
 * one-line report on the event's robot, or call `webhookId`. Which fields each kind needs is a server check.
 */
export const TriggerRule = defineEntity({
  name: 'triggerRules',
  area: 'triggerRules',
  path: '/system/triggers',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'required', references: '/organizations', listColumn: 'hidden' }),
    name: field(RequiredText(64), { input: 'required', labelKey: 'trigger.name', listColumn: 'shown', searchable: true, width: 220 }),
    enabled: field(Type.Boolean(), { labelKey: 'trigger.enabled', listColumn: 'shown', initial: true, width: 90 }),
    eventType: field(literals(Object.values(TriggerEventType)), { input: 'required', labelKey: 'trigger.eventType', choiceKey: 'trigger.events', listColumn: 'shown', initial: TriggerEventType.robotStatus }),
    scheduleId: field(Nullable(Id), { labelKey: 'trigger.scheduleId', references: '/schedules', hintKey: 'trigger.anyHint', initial: null }),
    robotId: field(Nullable(Id), { labelKey: 'trigger.robotId', references: '/robots', hintKey: 'trigger.anyHint', initial: null }),
    robotStatus: field(Nullable(literals(TriggerRobotStatus)), { labelKey: 'trigger.robotStatus', choiceKey: 'trigger.statuses', initial: null }),
    thresholdRuleId: field(Nullable(Id), { labelKey: 'trigger.thresholdRuleId', references: '/threshold-rules', hintKey: 'trigger.anyHint', initial: null }),
    targetType: field(literals(Object.values(TriggerTargetType)), { input: 'required', labelKey: 'trigger.targetType', choiceKey: 'trigger.targets', listColumn: 'shown', initial: TriggerTargetType.notification }),
    targetRobotId: field(Nullable(Id), { labelKey: 'trigger.targetRobotId', references: '/robots', initial: null }),
    flowId: field(Nullable(Id), { labelKey: 'trigger.flowId', references: '/flows', initial: null }),
    level: field(literals(Object.values(NotificationLevel)), { labelKey: 'trigger.level', choiceKey: 'trigger.levels', initial: NotificationLevel.warning }),
    webhookId: field(Nullable(Id), { labelKey: 'trigger.webhookId', references: '/system/webhooks', initial: null }),
    description: field(MultilineText(1000), { labelKey: 'trigger.description', sortable: false, widget: 'multiline' }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A trigger rule as the API answers it. */
export const TriggerRuleRecord = TriggerRule.record;
export type TriggerRuleRecord = Static<typeof TriggerRuleRecord>;
/** Body to create a trigger rule. */
export const TriggerRuleCreate = TriggerRule.create;
export type TriggerRuleCreate = Static<typeof TriggerRuleCreate>;
/** Body to change a trigger rule. */
export const TriggerRuleUpdate = TriggerRule.update;
export type TriggerRuleUpdate = Static<typeof TriggerRuleUpdate>;

/** Why a firing failed; each has its words below. */
export const TriggerFailure = ['robotOffline', 'robotRefused', 'flowMissing', 'robotMissing', 'noRecipients', 'mailFailed', 'webhookMissing', 'webhookDisabled', 'webhookFailed', 'noRobot'] as const;
export type TriggerFailure = (typeof TriggerFailure)[number];

/** Words of each failure, shown in the log. */
export const TriggerFailureText: Record<TriggerFailure, LocalizedText> = {
  robotOffline: { en: 'The robot was offline', ja: 'ロボットがオフラインでした' },
  robotRefused: { en: 'The robot refused the flow', ja: 'ロボットがフローを拒否しました' },
  flowMissing: { en: 'The flow no longer exists', ja: 'フローが存在しません' },
  robotMissing: { en: 'The robot no longer exists', ja: 'ロボットが存在しません' },
  noRecipients: { en: 'No mail notification target has this level', ja: 'このレベルのメール通知先がありません' },
  mailFailed: { en: 'The mail could not be sent', ja: 'メールを送信できませんでした' },
  webhookMissing: { en: 'The webhook no longer exists', ja: 'Webhookが存在しません' },
  webhookDisabled: { en: 'The webhook is disabled', ja: 'Webhookが無効です' },
  webhookFailed: { en: 'The web API did not answer with success', ja: 'Web APIが成功を返しませんでした' },
  noRobot: { en: 'The event names no robot to report on', ja: 'イベントにレポート対象のロボットがありません' },
};

/** One firing of a trigger rule (read-only, written by the server). */
export const TriggerLog = defineEntity({
  name: 'triggerLogs',
  area: 'triggerLogs',
  path: '/system/trigger-logs',
  organization: 'organizationId',
  timestamps: false,
  fields: {
    organizationId: field(Id, { input: 'none' }),
    triggerRuleId: field(Id, { input: 'none' }),
    ruleName: field(Type.String(), { input: 'none' }),
    eventType: field(literals(Object.values(TriggerEventType)), { input: 'none' }),
    targetType: field(literals(Object.values(TriggerTargetType)), { input: 'none' }),
    /** What happened, unique per rule: `schedule:<entry>@<planned start>`, `robot:<id>:<status>:<at>`, `threshold:<log id>`. */
    eventKey: field(Type.String(), { input: 'none' }),
    /** The event in a line, for people. */
    summary: field(Type.String(), { input: 'none' }),
    robotId: field(Nullable(Id), { input: 'none' }),
    occurredAt: field(DateTime, { input: 'none' }),
    finishedAt: field(Nullable(DateTime), { input: 'none' }),
    result: field(Nullable(literals(TriggerFiringResult)), { input: 'none' }),
    failure: field(Nullable(literals(TriggerFailure)), { input: 'none' }),
    /** What the target answered or made (an HTTP status, a report id, recipients), for people. */
    detail: field(Type.String(), { input: 'none' }),
  },
  defaultSort: { id: 'occurredAt', desc: true },
});
export type TriggerLogRecord = Static<typeof TriggerLog.record>;
