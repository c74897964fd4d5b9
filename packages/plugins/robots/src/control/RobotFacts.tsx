import { RobotErrorCode, type RobotLiveState } from '@fleetdeck/model';
import { useLanguage, useT } from '@fleetdeck/sdk';
import { useBadgeStyles } from '../shared/badgeStyles.js';
import { formatDateTime } from '../shared/formatTime.js';

/** The running flow with its progress, or "None". */
export function CurrentFlowText({ robot }: { robot: RobotLiveState }) {
  const t = useT();
  const flow = robot.telemetry?.currentFlow;
  return <span data-testid="current-flow">{flow ? t('robot.flowProgress', { name: flow.name, step: flow.step, steps: flow.steps }) : t('robot.noFlow')}</span>;
}

/** When the server last heard from the robot, in the user's language. */
export function LastCommunicationText({ robot }: { robot: RobotLiveState }) {
  const t = useT();
  const language = useLanguage();
  return <span data-testid="last-communication">{formatDateTime(robot.lastCommunicationAt, language) ?? t('robot.never')}</span>;
}

/** Active §8 robot errors, each written out. */
export function RobotErrorBadges({ robot }: { robot: RobotLiveState }) {
  const language = useLanguage();
  const styles = useBadgeStyles();
  const errors = robot.telemetry?.errors ?? [];
  if (errors.length === 0) return null;
  return (
    <>
      {errors.map((code) => (
        <span key={code} className={`${styles.badge} ${styles.danger}`} data-testid="robot-error">
          {RobotErrorCode[code][language === 'ja' ? 'ja' : 'en']}
        </span>
      ))}
    </>
  );
}
