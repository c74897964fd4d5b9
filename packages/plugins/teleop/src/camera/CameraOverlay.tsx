import type { ReactNode } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { RobotLiveState } from '@fleetdeck/model';
import { LatestNotice } from '../notices/LatestNotice.js';

const chip = {
  display: 'flex',
  gap: tokens.spacingHorizontalS,
  alignItems: 'center',
  padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  borderRadius: tokens.borderRadiusMedium,
  // The picture behind can be any colour: a dark backing keeps white text readable on all of it.
  backgroundColor: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
} as const;

const useStyles = makeStyles({
  state: {
    position: 'absolute', top: tokens.spacingVerticalS, left: tokens.spacingHorizontalS, maxWidth: '38%', flexWrap: 'wrap', ...chip,
    // On a phone the picture is about 300 px wide: smaller words keep the chips to two lines, clear of the latency.
    '@media (max-width: 640px)': { maxWidth: '55%', columnGap: tokens.spacingHorizontalXS, rowGap: 0, '& .fui-Text': { fontSize: tokens.fontSizeBase200 } },
  },
  actions: { position: 'absolute', bottom: tokens.spacingVerticalS, left: tokens.spacingHorizontalS },
});

/**
 * What the operator must see while driving, over the picture: the robot's connection, battery and
 * command mode (top left), `actions` (Stop) at the bottom left, where the eye already is, and the
 * robot's newest error or warning at the bottom right.
 */
export function CameraOverlay({ robot, actions }: { robot: RobotLiveState | undefined; actions: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  const telemetry = robot?.telemetry ?? null;
  const online = robot?.connection === 'online';
  return (
    <>
      <div className={styles.state} role="group" aria-label={t('layout.overlay')}>
        <Badge appearance="filled" color={online ? 'success' : 'danger'} data-testid="overlay-connection">
          {t(`status.connectionState.${robot?.connection ?? 'unknown'}`)}
        </Badge>
        <Text data-testid="overlay-battery">
          {telemetry ? t('overlay.battery', { percent: Math.round(telemetry.battery.percent) }) : t('overlay.noBattery')}
        </Text>
        <Text data-testid="overlay-mode">{telemetry ? t('overlay.mode', { mode: telemetry.commandMode }) : t('overlay.noMode')}</Text>
      </div>
      <div className={styles.actions}>{actions}</div>
      <LatestNotice />
    </>
  );
}
