import type { ThresholdCondition } from '@fleetdeck/model';

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

/** The reading a check item's rule watches: the one its settings JSON names (`"reading": "temperature"`), else its first. */
export function watchedReading(settingsJson: string, names: readonly string[]): string | undefined {
  try {
    const parsed = JSON.parse(settingsJson) as { reading?: unknown };
    if (typeof parsed.reading === 'string' && names.includes(parsed.reading)) return parsed.reading;
  } catch {
    // A check item's JSON is checked on save; an unreadable one watches its first reading.
  }
  return names[0];
}
