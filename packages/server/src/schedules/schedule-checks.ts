import { RuleMessages, SCHEDULE_MAX_DURATION_MS, ruleError, type FieldError, type ScheduleRepeat, type Weekday } from '@fleetdeck/model';
import type { CheckArgs, ResourceCheck } from '../resources/resource-types.js';
import { merged, targetBuilding } from '../rules/record-values.js';
import { occurrencesBetween, type RecurringEntry } from './occurrences.js';
import { entriesOfRobot, timeZoneOf } from './schedule-store.js';
import { instantOf, parseLocal } from './zoned-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead two repeating entries are compared for an overlap. */
const OVERLAP_HORIZON_MS = 366 * DAY_MS;
const TIMING_FIELDS = ['start', 'end', 'repeat', 'weekdays', 'until', 'exceptions', 'robotId', 'priority', 'buildingId'] as const;

/** The timing of the record a write leaves, or undefined when the body left it incomplete (the schema answers that). */
function timingOf(args: CheckArgs): RecurringEntry | undefined {
  const entry = merged(args);
  if (typeof entry.start !== 'string' || typeof entry.end !== 'string') return undefined;
  return {
    start: entry.start,
    end: entry.end,
    repeat: (entry.repeat ?? 'none') as ScheduleRepeat,
    weekdays: (entry.weekdays ?? []) as Weekday[],
    until: (entry.until ?? null) as string | null,
    exceptions: (entry.exceptions ?? []) as string[],
  };
}

/** Errors of an entry's own times: the end after the start, at most a day long, repeats ending no earlier than they start. */
export function timingErrors(entry: RecurringEntry): FieldError[] {
  const length = parseLocal(entry.end) - parseLocal(entry.start);
  const errors: FieldError[] = [];
  if (length <= 0) errors.push(ruleError('end', 'endNotAfterStart'));
  else if (length > SCHEDULE_MAX_DURATION_MS) errors.push(ruleError('end', 'tooLong'));
  if (entry.until && entry.until < entry.start.slice(0, 10)) errors.push(ruleError('until', 'untilBeforeStart'));
  return errors;
}

/** §5 and issue 19: the end comes after the start, within a day; a repeat's end date is not before its start. */
export const scheduleTimingCheck: ResourceCheck = {
  name: 'scheduleTiming',
  on: ['create', 'update'],
  run(args) {
    const entry = timingOf(args);
    return entry ? timingErrors(entry) : [];
  },
};

type Interval = { start: number; end: number; localStart: string };

/** Whether two sorted lists of [start, end) intervals share a moment; answers the first of `b` that meets one of `a`. */
function firstOverlap(a: readonly Interval[], b: readonly Interval[]): Interval | undefined {
  let j = 0;
  for (const one of a) {
    while (j < b.length && (b[j]?.end ?? 0) <= one.start) j++;
    const other = b[j];
    if (other && other.start < one.end) return other;
  }
  return undefined;
}

/**
 * One robot runs one flow at a time: an entry may not overlap another of the same robot, unless
 * either is marked priority (then the priority one stops the other when they meet). Repeats are
 * compared a year ahead from today or from the entry's start, whichever is later.
 */
export const scheduleOverlapCheck: ResourceCheck = {
  name: 'scheduleOverlap',
  on: ['create', 'update'],
  status: 409,
  async run(args) {
    if (args.action === 'update' && !TIMING_FIELDS.some((name) => args.input[name] !== undefined)) return [];
    const record = merged(args);
    const entry = timingOf(args);
    if (!entry || record.priority === true || timingErrors(entry).length > 0) return [];
    const db = args.ctx.request.server.db;
    const timeZone = await timeZoneOf(db, targetBuilding(args));
    if (!timeZone) return [];
    const from = Math.max(instantOf(parseLocal(entry.start), timeZone), Date.now() - DAY_MS);
    const to = from + OVERLAP_HORIZON_MS;
    const mine = occurrencesBetween(entry, timeZone, from, to);
    for (const other of await entriesOfRobot(db, Number(record.robotId), args.id)) {
      if (other.priority) continue;
      const clash = firstOverlap(mine, occurrencesBetween(other, other.timeZone, from, to));
      if (clash) {
        return [{ ...ruleError('start', 'scheduleOverlap'), message: `${RuleMessages.scheduleOverlap.en}: "${other.title}" (${clash.localStart}); mark one of them priority to allow it` }];
      }
    }
    return [];
  },
};

