/** The calendar's views by the `{type}` of schedule/cal/{type} (§2: day, week, four-day, month; week by default). */
export const calendarViews = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  'four-day': 'timeGridFourDay',
  month: 'dayGridMonth',
} as const;
export type CalendarType = keyof typeof calendarViews;

/** The view type of a path segment, week for anything else. */
export function calendarType(segment: string | undefined): CalendarType {
  return segment !== undefined && Object.hasOwn(calendarViews, segment) ? (segment as CalendarType) : 'week';
}

/** The label key of each view type. */
export const calendarLabelKeys: Record<CalendarType, string> = { day: 'calendar.day', week: 'calendar.week', 'four-day': 'calendar.fourDay', month: 'calendar.month' };
