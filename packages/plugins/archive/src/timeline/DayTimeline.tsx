import { makeStyles, tokens } from '@fluentui/react-components';
import { ArchiveMarkKind, type ArchiveDayMark, type ArchiveSegment } from '@fleetdeck/model';
import { useFormat, useNavigate, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { minutePath, momentPath, segmentFrom, spanOnDay } from '../archiveAddress.js';
import { groupMarks, type MarkGroup } from './markGroups.js';

const useStyles = makeStyles({
  line: { position: 'relative', height: '48px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  span: {
    position: 'absolute', top: '8px', bottom: '8px', minWidth: '3px', padding: 0, border: 'none', cursor: 'pointer',
    backgroundColor: tokens.colorBrandBackground,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  lane: { position: 'relative', height: '14px', marginBottom: '2px' },
  mark: {
    position: 'absolute', top: 0, bottom: 0, width: '4px', marginLeft: '-2px', padding: 0, border: 'none', cursor: 'pointer', borderRadius: '2px',
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
const utcTime = (iso: string) => iso.slice(11, 16);

/** One lane of a kind's marks: each a button that plays the recording from its moment. */
function MarkLane({ kind, groups, serialNo, day, segments }: { kind: ArchiveMarkKind; groups: readonly MarkGroup[]; serialNo: string; day: string; segments: readonly ArchiveSegment[] }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  // A mark after the day's last recording has nothing to play; the segment to play is found on click.
  const last = segments.at(-1);
  const recordedUntil = last ? Date.parse(last.startsAt) + last.durationMs : 0;
  const play = (at: number) => {
    const from = segmentFrom(segments, at);
    if (from) navigate(momentPath(serialNo, day, from.at));
  };
  return (
    <div className={styles.lane} role="group" aria-label={t(`day.marks.${kind}.lane`)}>
      {groups.map((group) => {
        const label = t(`day.marks.${kind}.mark`, { time: group.first.at.slice(11, 19), label: group.first.label, count: group.count });
        return (
          <button
            key={group.minuteOfDay}
            type="button"
            className={`${styles.mark} ${styles[kind]}`}
            style={{ left: `${(group.minuteOfDay / 1440) * 100}%` }}
            aria-label={label}
            title={label}
            disabled={group.at >= recordedUntil}
            onClick={() => play(group.at)}
          />
        );
      })}
    </div>
  );
}

/**
 * The day's recorded spans on one 24-hour line (UTC), and above it, when given, the day's events,
 * report details and threshold breaches in a lane each; a span or a mark is a button that plays
 * the recording from there. Spans are absolutely placed, so 1,440 minutes cost 1,440 elements;
 * marks are gathered per minute, so thousands of events cost at most 1,440 per lane.
 */
export function DayTimeline({ serialNo, day, segments, marks }: { serialNo: string; day: string; segments: readonly ArchiveSegment[]; marks?: readonly ArchiveDayMark[] }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const lanes = useMemo(() => {
    const groups = marks ? groupMarks(marks, day) : [];
    return ArchiveMarkKind.map((kind) => ({ kind, groups: groups.filter((g) => g.kind === kind), count: marks?.filter((m) => m.kind === kind).length ?? 0 }));
  }, [marks, day]);
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
          {lanes.map(({ kind, groups }) => <MarkLane key={kind} kind={kind} groups={groups} serialNo={serialNo} day={day} segments={segments} />)}
        </>
      ) : null}
      <div className={styles.line} role="group" aria-label={t('day.timeline')}>
        {segments.map((segment) => {
          const { left, width } = spanOnDay(segment, day);
          return (
            <button
              key={segment.id}
              type="button"
              className={styles.span}
              style={{ left: `${left}%`, width: `${width}%` }}
              aria-label={t('day.span', { time: utcTime(segment.startsAt), duration: format.duration(segment.durationMs) })}
              onClick={() => navigate(minutePath(serialNo, day, segment.hour, segment.minute))}
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
