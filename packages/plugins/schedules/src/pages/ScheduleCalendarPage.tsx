import { useCallback, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE, type ScheduleOccurrence, type ScheduleRecord } from '@fleetdeck/model';
import { ErrorPanel, HttpError, PageLayout, api, failureMessage, serverFieldMessage, useCan, useLanguage, useNavigate, useParams, useResourceT, useT } from '@fleetdeck/sdk';
import { CalendarToolbar, type CalendarFilters } from '../calendar/CalendarToolbar.js';
import { ResultLegend } from '../calendar/ResultLegend.js';
import { ScheduleCalendar } from '../calendar/ScheduleCalendar.js';
import { calendarType } from '../calendar/calendarViews.js';
import { wallText } from '../calendar/localTime.js';
import { movedEntry, splitOccurrence } from '../calendar/moveEntry.js';
import { useOccurrences, type VisibleRange } from '../calendar/useOccurrences.js';

const HOUR_MS = 60 * 60 * 1000;
const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM } });

/** Drags move one occurrence of a repeating entry (the whole series is moved in its form): the series skips that day, a one-off takes its place; a refused one-off leaves the series as it was. */
async function moveOnlyThisOccurrence(entry: ScheduleRecord, occurrence: ScheduleOccurrence, start: Date, end: Date): Promise<void> {
  const split = splitOccurrence(entry, occurrence, start, end);
  await api.patch(`/schedules/${entry.id}`, split.series);
  try {
    await api.post('/schedules', split.single);
  } catch (error) {
    await api.patch(`/schedules/${entry.id}`, split.undo);
    throw error;
  }
}

/**
 * /schedule/cal/{type}: the entries' occurrences on a day, week, four-day or month calendar.
 * A system administrator drags an entry to move it (only the dragged occurrence of a repeating
 * one), resizes it to change its end, and clicks an empty slot (or drags over empty slots) to open
 * the form for a new one there; changes go through the same API and checks as the form.
 */
export function ScheduleCalendarPage() {
  const { type: segment } = useParams();
  const type = calendarType(segment);
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const navigate = useNavigate();
  const styles = useStyles();
  const editable = useCan('schedules', 'update').can;
  const [filters, setFilters] = useState<CalendarFilters>({ buildingId: null, robotId: null, colourBy: 'robot' });
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [notice, setNotice] = useState<{ intent: 'error' | 'success'; text: string } | null>(null);
  const occurrences = useOccurrences(range, filters.buildingId, filters.robotId);
  const onRange = useCallback((next: VisibleRange) => {
    setRange((current) => (current && current.start.getTime() === next.start.getTime() && current.end.getTime() === next.end.getTime() ? current : next));
  }, []);
  const list = occurrences.data ?? [];
  const timeZone = list[0]?.timeZone ?? DEFAULT_TIME_ZONE;

  const save = async (occurrence: ScheduleOccurrence, start: Date, end: Date, revert: () => void) => {
    setNotice(null);
    try {
      const entry = await api.get<ScheduleRecord>(`/schedules/${occurrence.scheduleId}`);
      if (entry.repeat === 'none') await api.patch(`/schedules/${entry.id}`, movedEntry(entry, occurrence, start, end));
      else await moveOnlyThisOccurrence(entry, occurrence, start, end);
      setNotice({ intent: 'success', text: t('calendar.saved', { title: occurrence.title }) });
      occurrences.reload();
    } catch (error) {
      revert();
      const detail = error instanceof HttpError ? error.details[0] : undefined;
      const message = detail ? serverFieldMessage(detail, language, rt) : rt(failureMessage('update', error).key);
      setNotice({ intent: 'error', text: t('calendar.saveError', { message }) });
    }
  };
  const createBetween = (start: Date, end: Date) => {
    const query = new URLSearchParams({ start: wallText(start), end: wallText(end) });
    if (filters.buildingId !== null) query.set('buildingId', String(filters.buildingId));
    navigate(`/schedule/create?${query.toString()}`);
  };
  const createAt = (start: Date, allDay: boolean) => {
    const from = allDay ? new Date(start.getTime() + 9 * HOUR_MS) : start;
    createBetween(from, new Date(from.getTime() + HOUR_MS));
  };

  return (
    <PageLayout title={t('title.calendar')}>
      <section className={styles.page} aria-label={t('calendar.region')}>
        <CalendarToolbar type={type} filters={filters} onChange={setFilters} />
        {editable ? null : <MessageBar><MessageBarBody>{t('calendar.readOnly')}</MessageBarBody></MessageBar>}
        {notice ? <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}><MessageBarBody>{notice.text}</MessageBarBody></MessageBar> : null}
        {occurrences.error ? <ErrorPanel title={t('calendar.loadError')} message={rt(failureMessage('fetch', occurrences.error).key)} onRetry={occurrences.reload} /> : null}
        {occurrences.loading && !occurrences.data ? <Spinner size="tiny" label={t('calendar.loading')} /> : null}
        {filters.colourBy === 'result' ? <ResultLegend /> : null}
        <ScheduleCalendar
          type={type}
          occurrences={list}
          colourBy={filters.colourBy}
          timeZone={timeZone}
          editable={editable}
          onRange={onRange}
          onSlot={createAt}
          onSelect={createBetween}
          onChange={(occurrence, start, end, revert) => void save(occurrence, start, end, revert)}
          onOpen={(occurrence) => navigate(`/schedule/${occurrence.scheduleId}`)}
        />
      </section>
    </PageLayout>
  );
}
