import { CheckItemType, type ThresholdCondition } from '@fleetdeck/model';

const compare = {
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
  eq: (a: number, b: number) => a === b,
  gte: (a: number, b: number) => a >= b,
  gt: (a: number, b: number) => a > b,
} as const;

/**
 * Whether a reading breaches a threshold rule: each condition names what is abnormal (`max gt 0.8`:
 * above 0.8; `min lt 20`: below 20), and meeting any one of them is a breach.
 */
export function breaches(conditions: readonly ThresholdCondition[], value: number): boolean {
  return conditions.some((condition) => compare[condition.comparator](value, condition.value));
}

/** The reading a check item's settings JSON names (`"reading": "temperature"`), if any. */
function namedReading(settingsJson: string): string | undefined {
  try {
    const named = (JSON.parse(settingsJson) as { reading?: unknown }).reading;
    return typeof named === 'string' ? named : undefined;
  } catch {
    // A check item's JSON is checked on save; an unreadable one names no reading.
    return undefined;
  }
}

/**
 * The reading of a robot's inspection message a check item's rule watches: the one its settings
 * JSON names, else the first. A meter item that names none watches its meter instead (`watchesMeter`).
 */
export function watchedReading(settingsJson: string, names: readonly string[], itemType?: number): string | undefined {
  const named = namedReading(settingsJson);
  if (named !== undefined && names.includes(named)) return named;
  if (named === undefined && itemType === CheckItemType.meter) return undefined;
  return names[0];
}

/** Whether a check item's rule watches the meter read from its photo: it names "meter", or it is a meter item that names no reading. */
export function watchesMeter(settingsJson: string, itemType: number): boolean {
  const named = namedReading(settingsJson);
  return named === undefined ? itemType === CheckItemType.meter : named === METER_READING;
}

/** The label of the meter detail a meter item's photo is read into; a rule's `"reading": "meter"` names it. */
export const METER_READING = 'meter';
