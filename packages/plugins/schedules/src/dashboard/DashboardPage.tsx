import { useMemo } from 'react';
import { Caption1, Card, CardHeader, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ScheduleReasonText, type ScheduleLogRecord, type ScheduleOccurrence, type ThresholdLogRecord } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, ReadOnlyTable, failureMessage, useChoices, useFormat, useLanguage, useLiveRobots, useQuery, useResourceT, useT } from '@fleetdeck/sdk';
import { BatteryChart } from './BatteryChart.js';
import { BreachChart } from './BreachChart.js';
import { breachesByDay } from './breachesByDay.js';
import { fleetSummary } from './fleetSummary.js';
import { RunsChart } from './RunsChart.js';
import { runsByBuilding } from './runsByBuilding.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Runs the last-24-hours chart reads at most (the newest). */
const RUNS_LIMIT = 1000;
/** Days the breach chart covers, today included. */
const BREACH_DAYS = 7;
/** Breaches the chart reads at most (the newest; the API's largest page). */
const BREACH_LIMIT = 1000;
const useStyles = makeStyles({
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  number: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalL },
});

/** /dashboard: the fleet now (live), flows running, the last day's runs per building (chart), battery levels (chart, live), the last week's threshold breaches (chart), the next day's schedule and the latest log. */
export function DashboardPage() {
  const t = useT();
  const rt = useResourceT();
  const styles = useStyles();
  const format = useFormat();
  const language = useLanguage();
  const { robots } = useLiveRobots(null);
  const summary = fleetSummary(robots);
  // The next 24 hours from when the page opened: a stable range, so the query is read once, not on every render.
  const range = useMemo(() => { const now = Date.now(); return { from: new Date(now - DAY_MS / 4).toISOString(), to: new Date(now + DAY_MS).toISOString() }; }, []);
  const upcoming = useQuery<ScheduleOccurrence[]>('/schedules/occurrences', { query: range });
  const recent = useQuery<ScheduleLogRecord[]>('/schedule-logs', { query: { filter: { order: ['plannedStart DESC', 'id DESC'], limit: 10 } } });
  const since = useMemo(() => new Date(Date.now() - DAY_MS).toISOString(), []);
  const dayRuns = useQuery<ScheduleLogRecord[]>('/schedule-logs', {
    query: { filter: { where: { plannedStart: { gte: since } }, order: ['plannedStart DESC'], limit: RUNS_LIMIT } },
  });
  const breachSince = useMemo(() => new Date(Date.now() - BREACH_DAYS * DAY_MS).toISOString(), []);
  const breaches = useQuery<ThresholdLogRecord[]>('/threshold-logs', {
    query: { filter: { where: { occurredAt: { gte: breachSince } }, order: ['occurredAt DESC'], limit: BREACH_LIMIT } },
  });
  const perDay = useMemo(() => breachesByDay(breaches.data ?? [], Date.now(), BREACH_DAYS), [breaches.data]);
  const buildings = useChoices('/buildings');
  const perBuilding = useMemo(
    () => runsByBuilding(dayRuns.data ?? [], new Map(buildings.map((c) => [Number(c.value), c.label]))),
    [dayRuns.data, buildings],
  );
  const names = new Map(robots.map((robot) => [robot.robotId, robot.name]));
  const reporting = robots.filter((robot) => robot.telemetry);
  const running = robots.filter((robot) => robot.connection === 'online' && robot.telemetry?.currentFlow);
  const tiles: Array<[string, number]> = [
    ['dashboard.online', summary.online], ['dashboard.offline', summary.offline], ['dashboard.inError', summary.inError],
    ['dashboard.charging', summary.charging], ['dashboard.runningFlows', summary.runningFlows],
  ];
  return (
    <PageLayout title={t('title.dashboard')}>
      <section aria-label={t('dashboard.fleet')} className={styles.tiles}>
        {tiles.map(([key, value]) => (
          <Card key={key}>
            <CardHeader header={<Caption1>{t(key)}</Caption1>} />
            <span className={styles.number} data-testid={`dashboard-${key.split('.')[1] ?? key}`}>{format.number(value)}</span>
          </Card>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-running">
        <Subtitle2 as="h2" id="dashboard-running">{t('dashboard.running')}</Subtitle2>
        {running.length === 0 ? <span>{t('dashboard.noneRunning')}</span> : (
          <ReadOnlyTable
            label={t('dashboard.running')}
            rows={running}
            rowKey={(robot) => robot.robotId}
            columns={[
              { id: 'robot', label: t('log.robot'), render: (robot) => robot.name },
              { id: 'flow', label: t('log.flow'), render: (robot) => robot.telemetry?.currentFlow?.name ?? '' },
              { id: 'step', label: t('dashboard.step'), render: (robot) => t('dashboard.stepOf', { step: (robot.telemetry?.currentFlow?.step ?? 0) + 1, steps: robot.telemetry?.currentFlow?.steps ?? 0 }), align: 'end' },
            ]}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-runs">
        <Subtitle2 as="h2" id="dashboard-runs">{t('dashboard.runs')}</Subtitle2>
        {!dayRuns.data ? <Spinner size="tiny" /> : <RunsChart buildings={perBuilding} />}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-battery">
        <Subtitle2 as="h2" id="dashboard-battery">{t('dashboard.battery')}</Subtitle2>
        {reporting.length === 0 ? <span data-testid="battery-chart-empty">{t('dashboard.noBattery')}</span> : (
          <BatteryChart title={t('dashboard.batteryChart')} robots={reporting.map((robot) => ({ robotId: robot.robotId, name: robot.name, percent: robot.telemetry?.battery.percent ?? 0 }))} />
        )}
        <ReadOnlyTable
          label={t('dashboard.battery')}
          rows={reporting}
          rowKey={(robot) => robot.robotId}
          columns={[
            { id: 'robot', label: t('log.robot'), render: (robot) => robot.name },
            { id: 'battery', label: t('dashboard.battery'), render: (robot) => format.percent((robot.telemetry?.battery.percent ?? 0) / 100), align: 'end' },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="dashboard-breaches">
        <Subtitle2 as="h2" id="dashboard-breaches">{t('dashboard.breaches')}</Subtitle2>
        {breaches.error ? <ErrorPanel title={t('dashboard.breaches')} message={rt(failureMessage('fetch', breaches.error).key)} onRetry={breaches.reload} /> : null}
        {!breaches.error && !breaches.data ? <Spinner size="tiny" /> : null}
        {breaches.data ? <BreachChart title={t('dashboard.breaches')} days={perDay} /> : null}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-upcoming">
        <Subtitle2 as="h2" id="dashboard-upcoming">{t('dashboard.upcoming')}</Subtitle2>
        <Link to="/schedule/cal/day">{t('menu.calendar')}</Link>
        {!upcoming.data ? <Spinner size="tiny" /> : (
          <ReadOnlyTable
            label={t('dashboard.upcoming')}
            rows={upcoming.data}
            rowKey={(o) => `${o.scheduleId}@${o.start}`}
            columns={[
              { id: 'start', label: t('field.start'), render: (o) => format.dateTime(o.start) },
              { id: 'title', label: t('field.title'), render: (o) => o.title },
              { id: 'robot', label: t('log.robot'), render: (o) => names.get(o.robotId) ?? String(o.robotId) },
              { id: 'result', label: t('log.result'), render: (o) => t(`result.${o.result ?? 'planned'}`) },
            ]}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-recent">
        <Subtitle2 as="h2" id="dashboard-recent">{t('dashboard.recent')}</Subtitle2>
        <Link to="/schedule/log/1">{t('menu.log')}</Link>
        {!recent.data ? <Spinner size="tiny" /> : (
          <ReadOnlyTable<ScheduleLogRecord>
            label={t('dashboard.recent')}
            rows={recent.data}
            rowKey={(row) => row.id}
            emphasize={(row) => row.result === 'fail'}
            columns={[
              { id: 'plannedStart', label: t('log.plannedStart'), render: (row) => format.dateTime(row.plannedStart) },
              { id: 'title', label: t('log.title'), render: (row) => row.title },
              { id: 'result', label: t('log.result'), render: (row) => t(`result.${row.result}`) },
              { id: 'reason', label: t('log.reason'), render: (row) => (row.reason ? ScheduleReasonText[row.reason][language] : '') },
            ]}
          />
        )}
      </section>
    </PageLayout>
  );
}
