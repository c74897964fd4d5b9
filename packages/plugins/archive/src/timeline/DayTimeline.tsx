import { makeStyles, tokens } from '@fluentui/react-components';
import { ArchiveMarkKind, type ArchiveDayMark, type ArchiveSegment } from '@fleetdeck/model';
import { useFormat, useNavigate, useT } from '@fleetdeck/sdk';
import { useMemo, type MouseEvent } from 'react';
import { minutePath, momentPath, segmentFrom, spanOnDay } from '../archiveAddress.js';
import { groupMarks } from './markGroups.js';
import { MarkLane } from './MarkLane.js';
import { recordedSpans, type RecordedSpan } from './recordedSpans.js';

const useStyles = makeStyles({
  line: { position: 'relative', height: '48px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  span: {
    position: 'absolute', top: '8px', bottom: '8px', minWidth: '3px', padding: 0, border: 'none', cursor: 'pointer',
    backgroundColor: tokens.colorBrandBackground,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  event: { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  reportDetail: { backgroundColor: tokens.colorPaletteGreenBorderActive },
  thresholdBreach: { backgroundColor: tokens.colorPaletteRedBorderActive },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200, marginBottom: tokens.spacingVerticalXS },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginRight: tokens.spacingHorizontalXS, borderRadius: '2px' },
  hours: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/** A UTC instant as H:MM, the way the archive's addresses read. */
const utcTime = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * The day's recordings on one 24-hour line (UTC), and above it, when given, the day's events,
 * report details and threshold breaches in a lane each. Recordings that follow one another are
 * one span (a button): a click plays from the moment under the pointer, Enter from the span's
 * start. Each lane of marks is one drawing and one keyboard button (MarkLane), so a full day of
 * 1,440 minutes and thousands of events costs a handful of elements.
 */
export function DayTimeline({ serialNo, day, segments, marks }: { serialNo: string; day: string; segments: readonly ArchiveSegment[]; marks?: readonly ArchiveDayMark[] }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const spans = useMemo(() => recordedSpans(segments), [segments]);
  const lanes = useMemo(() => {
    const groups = marks ? groupMarks(marks, day) : [];
    return ArchiveMarkKind.map((kind) => ({ kind, groups: groups.filter((g) => g.kind === kind), count: marks?.filter((m) => m.kind === kind).length ?? 0 }));
  }, [marks, day]);
  // A mark between recordings plays the next one; after the day's last, there is nothing to play.
  const play = (at: number) => {
    const from = segmentFrom(segments, at);
    if (from) navigate(momentPath(serialNo, day, from.at));
  };
  const playSpan = (span: RecordedSpan, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // Enter or Space (no pointer position) plays the span from its start, at its minute's address.
    if (event.detail === 0 || box.width <= 0 || span.segments.length === 1) {
      navigate(minutePath(serialNo, day, span.first.hour, span.first.minute));
      return;
    }
    const fraction = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1);
    const from = segmentFrom(span.segments, span.startsAt + fraction * (span.endsAt - span.startsAt));
    if (from) navigate(momentPath(serialNo, day, from.at));
  };
  return (
    <div>
      {marks ? (
        <>
          <div className={styles.legend}>
            {lanes.map(({ kind, count }) => (
              <span key={kind} data-testid={`archive-marks-${kind}`}>
                <span className={`${styles.swatch} ${styles[kind]}`} aria-hidden="true" />
                {t(`day.marks.${kind}.legend`, { count })}
              </span>
            ))}
          </div>
          {lanes.map(({ kind, groups }) => <MarkLane key={kind} kind={kind} groups={groups} play={play} />)}
        </>
      ) : null}
      <div className={styles.line} role="group" aria-label={t('day.timeline')} data-spans={spans.length}>
        {spans.map((span) => {
          const { left, width } = spanOnDay({ startsAt: new Date(span.startsAt).toISOString(), durationMs: span.endsAt - span.startsAt }, day);
          return (
            <button
              key={span.first.id}
              type="button"
              className={styles.span}
              style={{ left: `${left}%`, width: `${width}%` }}
              aria-label={t('day.span', { time: utcTime(span.startsAt), until: utcTime(span.endsAt), duration: format.duration(span.endsAt - span.startsAt) })}
              onClick={(event) => playSpan(span, event)}
            />
          );
        })}
      </div>
      <div className={styles.hours} aria-hidden="true">
        {HOUR_MARKS.map((hour) => <span key={hour}>{hour}:00</span>)}
      </div>
    </div>
  );
}
