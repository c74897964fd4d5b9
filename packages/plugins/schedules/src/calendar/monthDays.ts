import type { ScheduleOccurrence } from '@fleetdeck/model';
import type { VisibleRange } from './useOccurrences.js';

/** A month day with more entries than it shows: the rest, listed by "+n more". */
export interface MonthDayMore {
  /** The wall-clock day, YYYY-MM-DD. */
  day: string;
  hidden: ScheduleOccurrence[];
}

/** What a month view hands FullCalendar: the entries it draws and, per crowded day, the rest. */
export interface MonthDays {
  shown: ScheduleOccurrence[];
  more: MonthDayMore[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Splits the month's occurrences by their wall-clock start day, inside the visible range: a day
 * shows its first `max` (as FullCalendar's dayMaxEvents, the summary row not counted) and
 * summarizes the rest. FullCalendar then lays out a few entries a day instead of all
 * of them, which keeps dragging across a busy month within a frame.
 */
export function monthDays(occurrences: readonly ScheduleOccurrence[], range: VisibleRange | null, max: number): MonthDays {
  const from = range ? isoDay(range.start) : '';
  const to = range ? isoDay(range.end) : '\uffff';
  const byDay = new Map<string, ScheduleOccurrence[]>();
  for (const occurrence of occurrences) {
    const day = occurrence.localStart.slice(0, 10);
    if (day < from || day >= to) continue;
    const list = byDay.get(day);
    if (list) list.push(occurrence);
    else byDay.set(day, [occurrence]);
  }
  const shown: ScheduleOccurrence[] = [];
  const more: MonthDayMore[] = [];
  for (const [day, list] of [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    list.sort((a, b) => (a.localStart < b.localStart ? -1 : a.localStart > b.localStart ? 1 : a.title.localeCompare(b.title)));
    shown.push(...list.slice(0, max));
    if (list.length > max) more.push({ day, hidden: list.slice(max) });
  }
  return { shown, more };
}
