import { NotificationLevel, type ThresholdLogRecord } from '@fleetdeck/model';

/** Threshold levels in the order the chart stacks them, lowest first. */
export const BREACH_LEVELS = [NotificationLevel.info, NotificationLevel.warning, NotificationLevel.emergency] as const;
export type BreachLevel = (typeof BREACH_LEVELS)[number];

/** One day's threshold breaches, counted by level. */
export interface DayBreaches {
  /** `YYYY-MM-DD` of the viewer's calendar. */
  day: string;
  counts: Record<BreachLevel, number>;
}

/** The viewer's local calendar day of an instant. */
export function localDay(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Counts breaches per day over the `days` days ending today (each day present, oldest first, empty ones at zero). */
export function breachesByDay(rows: readonly Pick<ThresholdLogRecord, 'level' | 'occurredAt'>[], now: number, days: number, dayOf: (instant: number) => string = localDay): DayBreaches[] {
  const out: DayBreaches[] = [];
  const index = new Map<string, DayBreaches>();
  for (let i = days - 1; i >= 0; i--) {
    const day = dayOf(now - i * 86_400_000);
    if (index.has(day)) continue;
    const entry: DayBreaches = { day, counts: { 0: 0, 5: 0, 9: 0 } };
    index.set(day, entry);
    out.push(entry);
  }
  for (const row of rows) {
    const entry = index.get(dayOf(Date.parse(row.occurredAt)));
    if (entry) entry.counts[row.level] += 1;
  }
  return out;
}
