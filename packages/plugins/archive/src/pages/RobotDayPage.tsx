import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveDayMarks, ArchiveRobotDay } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { buildingDayPath, dayPath, shiftDay } from '../archiveAddress.js';
import { DayTimeline } from '../timeline/DayTimeline.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL },
});

/** archive/robot/{serialNo}/{date}: a robot's recorded spans of one day with its events, report details and threshold breaches; a click plays from there. */
export function RobotDayPage() {
  const styles = useStyles();
  const t = useT();
  const { serialNo = '', date = '' } = useParams();
  const dayPathOfApi = `/archive/robots/${encodeURIComponent(serialNo)}/days/${encodeURIComponent(date)}`;
  const day = useQuery<ArchiveRobotDay>(dayPathOfApi);
  const marks = useQuery<ArchiveDayMarks>(`${dayPathOfApi}/marks`);
  return (
    <PageLayout title={t('title.robotDay')}>
      <div className={styles.page}>
        <nav className={styles.nav}>
          <Link to="/archive/list">{t('day.back')}</Link>
          <Link to={dayPath(serialNo, shiftDay(date, -1))}>{t('day.previousDay')}</Link>
          <Link to={dayPath(serialNo, shiftDay(date, 1))}>{t('day.nextDay')}</Link>
        </nav>
        {day.error ? (
          <ErrorPanel message={t('list.loadFailed')} onRetry={day.reload} />
        ) : !day.data ? (
          <Spinner />
        ) : (
          <>
            <h2>{t('day.heading', { name: day.data.name, serialNo: day.data.serialNo, day: date })}</h2>
            <Link to={buildingDayPath(day.data.buildingId, date)}>{t('day.building')}</Link>
            <p>{day.data.segments.length === 0 ? t('day.empty') : t('day.minutes', { count: day.data.segments.length })}</p>
            {marks.error ? <MessageBar intent="warning"><MessageBarBody>{t('day.marksFailed')}</MessageBarBody></MessageBar> : null}
            {marks.data?.truncated ? <MessageBar intent="info"><MessageBarBody>{t('day.marksTruncated')}</MessageBarBody></MessageBar> : null}
            <DayTimeline serialNo={serialNo} day={date} segments={day.data.segments} marks={marks.data?.marks} />
          </>
        )}
      </div>
    </PageLayout>
  );
}
