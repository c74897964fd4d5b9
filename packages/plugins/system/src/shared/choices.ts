import type { SelectChoice } from '@fleetdeck/sdk';

type Translate = (key: string) => string;

/** Choices for the values of a constant object (`{enabled: 1}`), labelled by `<prefix>.<value>`. */
export function constantChoices(values: Record<string, number | string>, prefix: string, t: Translate): SelectChoice[] {
  return Object.values(values).map((value) => ({ value, label: t(`${prefix}.${String(value)}`) }));
}
