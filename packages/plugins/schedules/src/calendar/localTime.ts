import { Weekday } from '@fleetdeck/model';

// The calendar draws each entry on its building's wall clock: wall-clock times travel as if they
// were UTC (FullCalendar's `timeZone: 'UTC'`), so the browser's own zone never shifts them.

/** A wall clock `YYYY-MM-DDTHH:mm` as the UTC-marked date FullCalendar draws. */
export function wallDate(local: string): Date {
  return new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
}

/** A UTC-marked date from the calendar back to a wall clock `YYYY-MM-DDTHH:mm`. */
export function wallText(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** The §9 weekday of a wall-clock date. */
export function weekdayOf(local: string): Weekday {
  const day = wallDate(local.slice(0, 10) + 'T00:00').getUTCDay();
  return Weekday[(day + 6) % 7] ?? 'monday';
}

/** The weekdays moved by a whole number of days (an entry dragged from Monday to Wednesday repeats on Wednesdays). */
export function shiftWeekdays(days: readonly Weekday[], by: number): Weekday[] {
  const shifted = days.map((day) => Weekday[(((Weekday.indexOf(day) + by) % 7) + 7) % 7] ?? day);
  return Weekday.filter((day) => shifted.includes(day));
}

/** A time zone's wall clock now, as the UTC-marked date FullCalendar's "now" line needs. */
export function wallNow(timeZone: string, now = Date.now()): Date {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  for (const part of format.formatToParts(new Date(now))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return new Date(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0));
}
