import { makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveSegment } from '@fleetdeck/model';
import { useFormat, useNavigate, useT } from '@fleetdeck/sdk';
import { minutePath, spanOnDay } from '../archiveAddress.js';

const useStyles = makeStyles({
  line: { position: 'relative', height: '48px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  span: {
    position: 'absolute', top: '8px', bottom: '8px', minWidth: '3px', padding: 0, border: 'none', cursor: 'pointer',
    backgroundColor: tokens.colorBrandBackground,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  hours: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/** A UTC instant as H:MM, the way the archive's addresses read. */
const utcTime = (iso: string) => iso.slice(11, 16);

/**
 * The day's recorded spans on one 24-hour line (UTC); each span is a button that plays the
 * recording from its minute. Spans are absolutely placed, so 1,440 minutes cost 1,440 elements.
 */
export function DayTimeline({ serialNo, day, segments }: { serialNo: string; day: string; segments: readonly ArchiveSegment[] }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <div>
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
