import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Start, stop and return to dock of a cleaning model, with the cleaning state it reports; refusals become §8 notices. */
export function CleaningPanel({ serialNo, robot, disabled }: { serialNo: string; robot: RobotLiveState | undefined; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const state = robot?.telemetry?.cleaning ?? 'idle';
  const off = disabled || command.pending;
  // The buttons stay enabled whatever the state: the robot judges, and a refusal tells the operator why.
  return (
    <section className={styles.root} aria-labelledby="teleop-cleaning">
      <Subtitle2 as="h2" id="teleop-cleaning">{t('cleaning.region')}</Subtitle2>
      <div className={styles.row}>
        <Button disabled={off} onClick={() => void command.run({ name: 'cleaning', action: 'start' })}>{t('cleaning.start')}</Button>
        <Button disabled={off} onClick={() => void command.run({ name: 'cleaning', action: 'stop' })}>{t('cleaning.stop')}</Button>
        <Button disabled={off} onClick={() => void command.run({ name: 'cleaning', action: 'dock' })}>{t('cleaning.dock')}</Button>
      </div>
      <Text data-testid="cleaning-state">{t('cleaning.state', { state: t(`cleaning.states.${state}`) })}</Text>
    </section>
  );
}
