import type { ScheduleOccurrence, ScheduleRecord, ScheduleUpdate } from '@fleetdeck/model';
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
