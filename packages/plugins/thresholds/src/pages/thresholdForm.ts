import type { ThresholdRuleCreate } from '@fleetdeck/model';

/** Values of the threshold rule form; a value not typed yet holds ''. */
export type ThresholdFormValues = {
  name: string;
  description: string;
  organizationId: number | '';
  level: number;
  status: number;
  conditions: Array<{ bound: string; comparator: string; value: number | '' }>;
}

/** A new rule's values: one empty condition to fill in. */
export function newThreshold(organizationId: number | ''): ThresholdFormValues {
  return { name: '', description: '', organizationId, level: 0, status: 1, conditions: [{ bound: 'max', comparator: 'gt', value: '' }] };
}

/** The API body; a cleared description is sent as ''. */
export function toThresholdBody(values: Partial<ThresholdFormValues>): ThresholdRuleCreate {
  return { ...(values as Record<string, unknown>), description: values.description ?? '', conditions: values.conditions ?? [] } as ThresholdRuleCreate;
}

/** Form values of a loaded rule. */
export function toThresholdForm(record: Record<string, unknown>): ThresholdFormValues {
  return {
    name: String(record.name ?? ''),
    description: String(record.description ?? ''),
    organizationId: typeof record.organizationId === 'number' ? record.organizationId : '',
    level: Number(record.level ?? 0),
    status: Number(record.status ?? 1),
    conditions: ((record.conditions ?? []) as ThresholdFormValues['conditions']).map((c) => ({ bound: c.bound, comparator: c.comparator, value: c.value })),
  };
}
