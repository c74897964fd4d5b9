import type { ScheduleCreate, ScheduleOccurrence, ScheduleRecord, ScheduleUpdate } from '@fleetdeck/model';
import { shiftWeekdays, wallDate, wallText, weekdayOf } from './localTime.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The change that moves an entry as one of its occurrences was dragged or resized: the whole entry
 * moves by the same amount (a repeat keeps repeating, on the days it moved to); a one-off entry
 * takes the new day's weekday.
 */
export function movedEntry(entry: ScheduleRecord, occurrence: ScheduleOccurrence, newStart: Date, newEnd: Date): ScheduleUpdate {
  const startBy = newStart.getTime() - wallDate(occurrence.localStart).getTime();
  const endBy = newEnd.getTime() - wallDate(occurrence.localEnd).getTime();
  const start = wallText(new Date(wallDate(entry.start).getTime() + startBy));
  const end = wallText(new Date(wallDate(entry.end).getTime() + endBy));
  if (entry.repeat === 'none') return { start, end, weekdays: [weekdayOf(start)] };
  const days = Math.round(startBy / DAY_MS);
  return { start, end, ...(days % 7 !== 0 && entry.repeat !== 'monthly' ? { weekdays: shiftWeekdays(entry.weekdays, days) } : {}) };
}

/** What moving one occurrence of a repeating entry writes: the series skips that day, and a one-off entry takes its place at the new time. */
export interface SplitOccurrence {
  /** The series' change: the occurrence's day added to its skipped dates. */
  series: ScheduleUpdate;
  /** The one-off entry at the dragged time, otherwise the series' copy. */
  single: ScheduleCreate;
  /** The series' change that undoes `series` when the one-off is refused. */
  undo: ScheduleUpdate;
}

/**
 * Moves only the dragged occurrence of a repeating entry (the calendar's drag and resize): the
 * series skips the occurrence's day and a one-off entry with the same robot, flow, title and
 * priority runs at the new time. The skip is written first, so the one-off does not meet the
 * very occurrence it replaces in the overlap check.
 */
export function splitOccurrence(entry: ScheduleRecord, occurrence: ScheduleOccurrence, newStart: Date, newEnd: Date): SplitOccurrence {
  const day = occurrence.localStart.slice(0, 10);
  const start = wallText(newStart);
  return {
    series: { exceptions: [...new Set([...entry.exceptions, day])].sort() },
    single: {
      title: entry.title, buildingId: entry.buildingId, robotId: entry.robotId, flowId: entry.flowId, start, end: wallText(newEnd),
      repeat: 'none', weekdays: [weekdayOf(start)], until: null, exceptions: [], priority: entry.priority, description: entry.description,
    },
    undo: { exceptions: entry.exceptions },
  };
}
