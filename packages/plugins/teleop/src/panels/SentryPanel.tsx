import { Subtitle2, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Sentry mode on/off: the switch shows what the robot reports, so a refused change springs back. */
export function SentryPanel({ serialNo, robot, disabled }: { serialNo: string; robot: RobotLiveState | undefined; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const telemetry = robot?.telemetry ?? null;
  const on = telemetry?.sentry === true;
  return (
    <section className={styles.root} aria-labelledby="teleop-sentry">
      <Subtitle2 as="h2" id="teleop-sentry">{t('sentry.region')}</Subtitle2>
      <Switch
        label={t('sentry.switch')}
        checked={on}
        disabled={disabled || !telemetry || command.pending}
        onChange={(_, data) => void command.run({ name: 'sentry', on: data.checked })}
      />
      <Text data-testid="sentry-state">{t(on ? 'sentry.on' : 'sentry.off')}</Text>
    </section>
  );
}
