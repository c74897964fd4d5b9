import { MessageBar, MessageBarBody, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveRobotDays, ArchiveUsage } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, isHttpError, useFormat, useQuery, useT } from '@fleetdeck/sdk';
import { dayPath } from '../archiveAddress.js';
import { formatBytes } from '../formatBytes.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

function UsageLine({ usage }: { usage: ArchiveUsage }) {
  const t = useT();
  const format = useFormat();
  return (
    <p data-testid="archive-usage">
      {t('list.usage', {
        plan: t(`list.plans.${usage.plan}`), used: formatBytes(format, usage.usedBytes), capacity: formatBytes(format, usage.capacityBytes), days: usage.retentionDays,
      })}
    </p>
  );
}

/** archive/list: robots with recordings and the days they recorded, each day a link to its timeline. */
export function ArchiveListPage() {
  const styles = useStyles();
  const t = useT();
  const robots = useQuery<ArchiveRobotDays[]>('/archive/robots');
  const usage = useQuery<ArchiveUsage>('/archive/usage');
  const refused = isHttpError(robots.error) && robots.error.status === 403;
  return (
    <PageLayout title={t('title.list')}>
      <div className={styles.page}>
        {refused ? (
          <MessageBar intent="info"><MessageBarBody>{t('list.noContract')}</MessageBarBody></MessageBar>
        ) : robots.error ? (
          <ErrorPanel message={t('list.loadFailed')} onRetry={robots.reload} />
        ) : !robots.data ? (
          <Spinner />
        ) : (
          <>
            <p>{t('list.intro')}</p>
            {usage.data ? <UsageLine usage={usage.data} /> : null}
            {robots.data.length === 0 ? <p>{t('list.none')}</p> : (
              <Table aria-label={t('title.list')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('list.robot')}</TableHeaderCell>
                    <TableHeaderCell>{t('list.days')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {robots.data.map((robot) => (
                    <TableRow key={robot.robotId}>
                      <TableCell>{robot.name} ({robot.serialNo})</TableCell>
                      <TableCell>
                        <span className={styles.days}>
                          {robot.days.map((day) => (
                            <Link key={day.day} to={dayPath(robot.serialNo, day.day)}>{t('list.dayLink', { day: day.day, count: day.minutes })}</Link>
                          ))}
                        </span>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}
