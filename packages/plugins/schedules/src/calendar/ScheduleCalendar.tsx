import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import FullCalendar from '@fullcalendar/react';
import type { DateClickArg } from '@fullcalendar/interaction';
import interactionPlugin from '@fullcalendar/interaction';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import jaLocale from '@fullcalendar/core/locales/ja';
import type { DateSelectArg, DatesSetArg, EventChangeArg, EventInput } from '@fullcalendar/core';
import type { ScheduleOccurrence } from '@fleetdeck/model';
import { useLanguage, useT } from '@fleetdeck/sdk';
import { resultColours, robotColour } from './calendarColours.js';
import { calendarViews, type CalendarType } from './calendarViews.js';
import { wallDate, wallNow } from './localTime.js';
import type { VisibleRange } from './useOccurrences.js';
import { monthDays, type MonthDayMore } from './monthDays.js';
import { MonthMoreDialog } from './MonthMoreDialog.js';

/** What the calendar needs from its page. */
export interface ScheduleCalendarProps {
  type: CalendarType;
  occurrences: readonly ScheduleOccurrence[];
  colourBy: 'robot' | 'result';
  /** The zone of the "now" line: the filtered building's, else the first occurrence's. */
  timeZone: string;
  editable: boolean;
  onRange: (range: VisibleRange) => void;
  onSlot: (start: Date, allDay: boolean) => void;
  /** A range dragged over empty slots of the time grid. */
  onSelect: (start: Date, end: Date) => void;
  onChange: (occurrence: ScheduleOccurrence, start: Date, end: Date, revert: () => void) => void;
  onOpen: (occurrence: ScheduleOccurrence) => void;
}

/** Entries a month view's day shows before "+n more". */
const MONTH_DAY_MAX_EVENTS = 3;

const useStyles = makeStyles({ nav: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS } });

/** FullCalendar on the buildings' wall clocks: entries drag, resize and open; an empty slot, clicked or dragged over, creates one. */
export function ScheduleCalendar({ type, occurrences, colourBy, timeZone, editable, onRange, onSlot, onSelect, onChange, onOpen }: ScheduleCalendarProps) {
  const language = useLanguage();
  const t = useT();
  const styles = useStyles();
  const ref = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const calendar = () => ref.current?.getApi();
  const view = calendarViews[type];
  useEffect(() => {
    const api = ref.current?.getApi();
    if (api && api.view.type !== view) api.changeView(view);
  }, [view]);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [openMore, setOpenMore] = useState<MonthDayMore | null>(null);
  // The month hands FullCalendar only what it draws: with every entry given, dragging one re-lays
  // out all of them each frame (33 ms p95 with 2,000, bench schedule-month).
  const month = useMemo(() => (type === 'month' ? monthDays(occurrences, range, MONTH_DAY_MAX_EVENTS) : null), [type, occurrences, range]);
  const entries = useMemo<EventInput[]>(() => (month ? month.shown : occurrences).map((occurrence) => {
    const colour = colourBy === 'robot' ? robotColour(occurrence.robotId) : resultColours[occurrence.result ?? 'planned'];
    return {
      id: `${occurrence.scheduleId}@${occurrence.start}`,
      title: occurrence.title,
      start: wallDate(occurrence.localStart),
      end: wallDate(occurrence.localEnd),
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#ffffff',
      // A past occurrence already ran: it is not moved by dragging.
      editable: editable && occurrence.result === null,
      classNames: [`schedule-result-${occurrence.result ?? 'planned'}`, ...(occurrence.priority ? ['schedule-priority'] : [])],
      extendedProps: { occurrence },
    };
  }), [month, occurrences, colourBy, editable]);
  const summaries = useMemo<EventInput[]>(() => (month?.more ?? []).map((more) => ({
    id: `more@${more.day}`,
    title: t('calendar.more', { count: more.hidden.length }),
    start: wallDate(`${more.day}T00:00`),
    allDay: true,
    editable: false,
    // Tabbable, and Enter opens it like a click.
    interactive: true,
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    textColor: tokens.colorBrandForeground1,
    classNames: ['schedule-more'],
    extendedProps: { more, moreLast: 1 },
  })), [month, t]);
  const events = useMemo(() => [...entries, ...summaries], [entries, summaries]);
  const occurrenceOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.occurrence as ScheduleOccurrence;
  const moreOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.more as MonthDayMore | undefined;
  const changed = (arg: EventChangeArg) => {
    const { start, end } = arg.event;
    if (!start || !end) return arg.revert();
    onChange(occurrenceOf(arg), start, end, arg.revert);
  };
  // FullCalendar's own header buttons draw icon fonts axe cannot name; these are Fluent buttons with words.
  return (
    <>
    <div className={styles.nav}>
      <Button onClick={() => calendar()?.prev()}>{t('calendar.previous')}</Button>
      <Button onClick={() => calendar()?.today()}>{t('calendar.today')}</Button>
      <Button onClick={() => calendar()?.next()}>{t('calendar.next')}</Button>
      <Subtitle2 as="h2" aria-live="polite">{title}</Subtitle2>
    </div>
    <FullCalendar
      ref={ref}
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView={view}
      views={{ timeGridFourDay: { type: 'timeGrid', duration: { days: 4 } } }}
      // A day's "+n more" (all-day, so it would lead) stays under its entries.
      eventOrder={['moreLast', 'start', '-duration', 'allDay', 'title']}
      headerToolbar={false}
      locales={[jaLocale]}
      locale={language}
      timeZone="UTC"
      now={() => wallNow(timeZone)}
      nowIndicator
      // The whole day at once: no inner scroller (axe wants a scrolled region focusable, which FullCalendar's is not).
      height="auto"
      scrollTime="07:00:00"
      editable={editable}
      eventDurationEditable={editable}
      events={events}
      datesSet={(arg: DatesSetArg) => {
        setTitle(arg.view.title);
        // FullCalendar calls this again on each new set of options: keep the same range unless it moved, or renders never end.
        setRange((now) => (now && now.start.getTime() === arg.start.getTime() && now.end.getTime() === arg.end.getTime() ? now : { start: arg.start, end: arg.end }));
        onRange({ start: arg.start, end: arg.end });
      }}
      // A click is dateClick's (an hour from the slot); only a real drag selects a range, so the two never both fire.
      selectable={editable}
      selectMinDistance={5}
      dateClick={(arg: DateClickArg) => { if (editable) onSlot(arg.date, arg.allDay); }}
      select={(arg: DateSelectArg) => {
        arg.view.calendar.unselect();
        if (arg.allDay) onSlot(arg.start, true);
        else onSelect(arg.start, arg.end);
      }}
      eventDrop={changed}
      eventResize={changed}
      eventClick={(arg) => {
        arg.jsEvent.preventDefault();
        const more = moreOf(arg);
        if (more) setOpenMore(more);
        else onOpen(occurrenceOf(arg));
      }}
    />
    {/* Mounted only while open: a closed Fluent dialog left mounted keeps tabster's focus bumpers at the page's edges (axe aria-hidden-focus on every later page). */}
    {openMore ? <MonthMoreDialog more={openMore} onClose={() => setOpenMore(null)} onOpen={onOpen} /> : null}
    </>
  );
}
