import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveBuildingDay } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { buildingDayPath, dayPath, shiftDay } from '../archiveAddress.js';
import { DayTimeline } from '../timeline/DayTimeline.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL },
  robot: { display: 'grid', gridTemplateColumns: 'minmax(160px, 220px) 1fr', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** archive/cloud/{buildingId}/{date}: every robot of a building with recordings that day, one 24-hour line each, aligned. */
export function BuildingDayPage() {
  const styles = useStyles();
  const t = useT();
  const { buildingId = '', date = '' } = useParams();
  const day = useQuery<ArchiveBuildingDay>(`/archive/buildings/${encodeURIComponent(buildingId)}/days/${encodeURIComponent(date)}`);
  return (
    <PageLayout title={t('title.cloud')}>
      <div className={styles.page}>
        <nav className={styles.nav}>
          <Link to="/archive/list">{t('day.back')}</Link>
          <Link to={buildingDayPath(buildingId, shiftDay(date, -1))}>{t('day.previousDay')}</Link>
          <Link to={buildingDayPath(buildingId, shiftDay(date, 1))}>{t('day.nextDay')}</Link>
        </nav>
        {day.error ? (
          <ErrorPanel message={t('list.loadFailed')} onRetry={day.reload} />
        ) : !day.data ? (
          <Spinner />
        ) : (
          <>
            <h2>{t('cloud.heading', { day: date })}</h2>
            {day.data.robots.length === 0 ? <p>{t('cloud.empty')}</p> : null}
            {day.data.robots.map((robot) => (
              <div key={robot.robotId} className={styles.robot}>
                <Link to={dayPath(robot.serialNo, date)}>{t('cloud.robot', { name: robot.name, serialNo: robot.serialNo })}</Link>
                <DayTimeline serialNo={robot.serialNo} day={date} segments={robot.segments} />
              </div>
            ))}
          </>
        )}
      </div>
    </PageLayout>
  );
}
