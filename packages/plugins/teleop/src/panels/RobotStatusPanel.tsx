import type { ReactNode } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useT, type StreamStatus } from '@fleetdeck/sdk';
import { RobotErrorCode, flowProgress, liveRobotStatus, type RobotLiveState } from '@fleetdeck/model';
import { useLanguageCode } from '../shared/useLanguageCode.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  item: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'baseline' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** Connection, battery with its §4 state, status, current flow, active errors and pose of one robot. */
export function RobotStatusPanel({ robot, status, showPose = true }: { robot: RobotLiveState | undefined; status: StreamStatus; showPose?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguageCode();
  const telemetry = robot?.telemetry ?? null;
  const none = t('status.noTelemetry');
  const errors = telemetry?.errors ?? [];
  const item = (id: string, term: string, value: ReactNode) => (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={`status-${id}`}>{value}</dd>
    </div>
  );
  return (
    <dl className={styles.list}>
      {item('stream', t('status.stream'), t(`status.streamState.${status}`))}
      {item(
        'connection',
        t('status.connection'),
        <Badge appearance="filled" color={robot?.connection === 'online' ? 'success' : 'danger'}>
          {t(`status.connectionState.${robot?.connection ?? 'unknown'}`)}
        </Badge>,
      )}
      {item(
        'battery',
        t('status.battery'),
        telemetry
          ? t('status.batteryValue', { percent: Math.round(telemetry.battery.percent), state: t(`status.batteryState.${telemetry.battery.state}`) })
          : none,
      )}
      {item('robotStatus', t('status.robotStatus'), robot ? t(`status.robotStatusValue.${liveRobotStatus(robot)}`) : none)}
      {item(
        'flow',
        t('status.flow'),
        telemetry?.currentFlow ? t('status.flowValue', { ...flowProgress(telemetry.currentFlow) }) : t('status.noFlow'),
      )}
      {item('errors', t('status.errors'), errors.length ? errors.map((code) => RobotErrorCode[code][language]).join(' / ') : t('status.noErrors'))}
      {showPose
        ? item(
            'pose',
            t('status.pose'),
            telemetry ? t('status.poseValue', { x: fixed(telemetry.pose.x), y: fixed(telemetry.pose.y), yaw: fixed(telemetry.pose.yaw) }) : none,
          )
        : null}
      {showPose
        ? item(
            'velocity',
            t('status.velocity'),
            telemetry ? t('status.velocityValue', { linear: fixed(telemetry.velocity.linear), angular: fixed(telemetry.velocity.angular) }) : none,
          )
        : null}
    </dl>
  );
}
