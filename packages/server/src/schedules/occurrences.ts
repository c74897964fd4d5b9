import { createRequire } from 'node:module';
import { Weekday, type ScheduleRepeat } from '@fleetdeck/model';
import type * as RRuleModule from 'rrule';
import { formatLocal, instantOf, parseLocal } from './zoned-time.js';

// rrule ships CommonJS for Node (its ESM build is for bundlers), so it is required, not imported.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

/** What expansion needs of an entry. */
export interface RecurringEntry {
  start: string;
  end: string;
  repeat: ScheduleRepeat;
  weekdays: readonly Weekday[];
  until: string | null;
  exceptions: readonly string[];
}

/** One occurrence: its instants (ms) and its wall-clock start and end. */
export interface Occurrence {
  start: number;
  end: number;
  localStart: string;
  localEnd: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const rruleDays = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

function ruleOf(entry: RecurringEntry, firstStart: number): InstanceType<typeof RRule> | null {
  if (entry.repeat === 'none') return null;
  const days = entry.weekdays.map((day) => rruleDays[Weekday.indexOf(day)]).filter((day) => day !== undefined);
  // The rule runs on "floating" times: wall clocks written as UTC, turned into instants per occurrence.
  return new RRule({
    freq: entry.repeat === 'daily' ? RRule.DAILY : entry.repeat === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    dtstart: new Date(firstStart),
    ...(entry.repeat === 'monthly' || days.length === 7 ? {} : { byweekday: days }),
    ...(entry.until ? { until: new Date(parseLocal(entry.until) + DAY_MS - 60_000) } : {}),
  });
}

/**
 * The occurrences of an entry that overlap [from, to) (instants, ms), in order. Each keeps its
 * wall-clock start and length in the building's zone, so a 09:00 entry is at 09:00 on both sides
 * of a DST change; exceptions name the local dates whose occurrence is skipped.
 */
export function occurrencesBetween(entry: RecurringEntry, timeZone: string, from: number, to: number): Occurrence[] {
  const firstStart = parseLocal(entry.start);
  const length = parseLocal(entry.end) - firstStart;
  const skipped = new Set(entry.exceptions);
  const toOccurrence = (wallStart: number): Occurrence => ({
    start: instantOf(wallStart, timeZone),
    end: instantOf(wallStart + length, timeZone),
    localStart: formatLocal(wallStart),
    localEnd: formatLocal(wallStart + length),
  });
  const rule = ruleOf(entry, firstStart);
  // Wall clocks are within a day of their instants, so a window one day and one length wider holds every candidate.
  const starts = rule
    ? rule.between(new Date(from - DAY_MS - length), new Date(to + DAY_MS), true).map((date) => date.getTime())
    : [firstStart];
  return starts
    .filter((wallStart) => !skipped.has(formatLocal(wallStart).slice(0, 10)))
    .map(toOccurrence)
    .filter((occurrence) => occurrence.end > from && occurrence.start < to);
}

/** The first occurrence starting at or after `from`, within `horizonMs`; undefined when none. */
export function nextOccurrence(entry: RecurringEntry, timeZone: string, from: number, horizonMs: number): Occurrence | undefined {
  return occurrencesBetween(entry, timeZone, from, from + horizonMs).find((occurrence) => occurrence.start >= from);
}
