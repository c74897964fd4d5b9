import { TriggerEventType, TriggerTargetType } from '@fleetdeck/model';

/** Fields every rule has, whatever its kinds. */
const COMMON_HEAD = ['organizationId', 'name', 'enabled', 'eventType'] as const;
const COMMON_TAIL = ['description'] as const;

/** What narrows each event kind; the outside services' events (10–12) have none (the server refuses them). */
const EVENT_FIELDS: Readonly<Record<number, readonly string[]>> = {
  [TriggerEventType.schedule]: ['scheduleId'],
  [TriggerEventType.robotStatus]: ['robotId', 'robotStatus'],
  [TriggerEventType.dataThreshold]: ['thresholdRuleId'],
};

/** What each target kind acts with; a report is written on the event's own robot and needs none. */
const TARGET_FIELDS: Readonly<Record<number, readonly string[]>> = {
  [TriggerTargetType.flow]: ['targetRobotId', 'flowId'],
  [TriggerTargetType.notification]: ['level'],
  [TriggerTargetType.webApi]: ['webhookId'],
};

/** The kinds' own fields that may be empty: emptied when their kind is not chosen, so a rule never keeps another kind's leftovers. */
const NULLABLE_KIND_FIELDS = ['scheduleId', 'robotId', 'robotStatus', 'thresholdRuleId', 'targetRobotId', 'flowId', 'webhookId'] as const;

/** The fields a rule of these kinds shows, in form order. */
export function triggerFormFields(eventType: unknown, targetType: unknown): string[] {
  return [...COMMON_HEAD, ...(EVENT_FIELDS[Number(eventType)] ?? []), 'targetType', ...(TARGET_FIELDS[Number(targetType)] ?? []), ...COMMON_TAIL];
}

/** Fields the kinds need filled (the server's trigger shape check says the same). */
export function triggerRequiredFields(eventType: unknown, targetType: unknown): string[] {
  const required: string[] = [];
  if (Number(eventType) === TriggerEventType.robotStatus) required.push('robotStatus');
  if (Number(targetType) === TriggerTargetType.flow) required.push('targetRobotId', 'flowId');
  if (Number(targetType) === TriggerTargetType.webApi) required.push('webhookId');
  return required;
}

/** The values with every field of the kinds not chosen emptied. */
export function withoutOtherKinds<V extends Record<string, unknown>>(values: V): V {
  const shown = new Set(triggerFormFields(values.eventType, values.targetType));
  const out: Record<string, unknown> = { ...values };
  for (const name of NULLABLE_KIND_FIELDS) if (!shown.has(name) && name in out) out[name] = null;
  return out as V;
}
