import { useMemo, useState } from 'react';
import { Button, Field, Select, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RobotRecord } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, formatDateTime, useLanguage, useLiveRobot, useParams, usePlugin, useQuery, useT } from '@fleetdeck/sdk';
import { BatteryBadge } from '../shared/BatteryBadge.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { StreamBanner } from '../shared/StreamBanner.js';
import { robotStatusKey } from '../shared/robotStatusLabel.js';
import { ACTIVITY_RANGES, type ActivityAnswer, type ActivityEvent, type ActivityRange } from './activityTypes.js';
import { BatterySparkline } from './BatterySparkline.js';
import { batteryPoints } from './batteryPoints.js';
import { SpeedChart } from './SpeedChart.js';
import { speedPoints } from './speedPoints.js';
import { EventsTable } from './EventsTable.js';
import { useLiveActivity } from './useLiveActivity.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  summary: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  range: { maxWidth: '240px' },
});

/** /robot/:id/activity: status, last communication, battery and speed over time and events, with live additions. */
export function RobotActivityPage() {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const pluginId = usePlugin() ?? undefined;
  const { id = '' } = useParams();
  const [range, setRange] = useState<ActivityRange>('day');
  // The window is fixed when the range is chosen (or reloaded), so the query is stable between renders.
  const [windowStart, setWindowStart] = useState(() => Date.now() - ACTIVITY_RANGES.day);
  const robotQuery = useQuery<RobotRecord>(`/robots/${encodeURIComponent(id)}`);
  const from = useMemo(() => new Date(windowStart).toISOString(), [windowStart]);
  const activity = useQuery<ActivityAnswer>(`/robots/${encodeURIComponent(id)}/activity`, { query: { from, limit: 500 } });
  const serialNo = robotQuery.data?.serialNo ?? null;
  const { robot: live, status } = useLiveRobot(serialNo ?? '');
  const liveEvents = useLiveActivity(serialNo);

  const stored: ActivityEvent[] = useMemo(
    () => (activity.data?.events ?? []).map(({ id: eventId, ...event }) => ({ ...event, key: `stored-${eventId}` })),
    [activity.data],
  );
  const events = useMemo(() => [...liveEvents, ...stored], [liveEvents, stored]);
  const points = useMemo(() => {
    const sampled = batteryPoints(activity.data?.samples ?? []);
    const now = live?.telemetry ? [{ at: live.lastCommunicationAt ?? Date.now(), percent: live.telemetry.battery.percent }] : [];
    return [...sampled, ...now];
  }, [activity.data, live]);
  const speeds = useMemo(() => {
    const sampled = speedPoints(activity.data?.samples ?? []);
    const now = live?.telemetry ? [{ at: live.lastCommunicationAt ?? Date.now(), speed: Math.abs(live.telemetry.velocity.linear) }] : [];
    return [...sampled, ...now];
  }, [activity.data, live]);

  const chooseRange = (next: ActivityRange) => {
    setRange(next);
    setWindowStart(Date.now() - ACTIVITY_RANGES[next]);
  };
  const reload = () => {
    setWindowStart(Date.now() - ACTIVITY_RANGES[range]);
    activity.reload();
  };

  const title = robotQuery.data ? `${t('title.activity')}: ${robotQuery.data.name}` : t('title.activity');
  if (robotQuery.error || activity.error) {
    return (
      <PageLayout title={title}>
        <ErrorPanel title={title} message={t('activity.loadFailed')} onRetry={() => { robotQuery.reload(); reload(); }} pluginId={pluginId} />
      </PageLayout>
    );
  }
  if (!robotQuery.data || !activity.data) return <PageLayout title={title}><Spinner /></PageLayout>;

  const connection = live?.connection ?? activity.data.connection;
  const lastHeard = live?.lastCommunicationAt ?? activity.data.lastCommunicationAt;
  return (
    <PageLayout title={title} actions={<Button onClick={reload}>{t('activity.reload')}</Button>}>
      <div className={styles.body}>
        <StreamBanner status={status} />
        <div className={styles.summary} data-testid="activity-summary">
          <Text weight="semibold">{`${robotQuery.data.serialNo} · ${robotQuery.data.model}`}</Text>
          <span className={styles.fact}><Text>{t('robot.connection')}</Text><ConnectionBadge connection={connection} /></span>
          {live ? <span className={styles.fact}><Text>{t('robot.status')}</Text><Text data-testid="robot-status">{t(robotStatusKey(live))}</Text></span> : null}
          {live ? <span className={styles.fact}><Text>{t('robot.battery')}</Text><BatteryBadge robot={live} /></span> : null}
          <span className={styles.fact}>
            <Text>{t('robot.lastCommunication')}</Text>
            <Text data-testid="last-communication">{formatDateTime(lastHeard, language, { seconds: true }) || t('robot.never')}</Text>
          </span>
        </div>
        <Field label={t('activity.range')} className={styles.range}>
          <Select value={range} onChange={(_e, data) => chooseRange(data.value as ActivityRange)}>
            {(Object.keys(ACTIVITY_RANGES) as ActivityRange[]).map((key) => <option key={key} value={key}>{t(`activity.ranges.${key}`)}</option>)}
          </Select>
        </Field>
        <section aria-label={t('activity.samples')} className={styles.section}>
          <Subtitle2 as="h2">{t('activity.samples')}</Subtitle2>
          <BatterySparkline points={points} from={windowStart} to={Date.now()} />
        </section>
        <section aria-label={t('activity.speed')} className={styles.section}>
          <Subtitle2 as="h2">{t('activity.speed')}</Subtitle2>
          <SpeedChart points={speeds} from={windowStart} to={Date.now()} />
        </section>
        <section aria-label={t('activity.events')} className={styles.section}>
          <Subtitle2 as="h2">{t('activity.events')}</Subtitle2>
          <EventsTable events={events} />
        </section>
      </div>
    </PageLayout>
  );
}
