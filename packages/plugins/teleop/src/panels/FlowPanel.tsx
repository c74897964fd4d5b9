import { useState } from 'react';
import { Button, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Longest flow name the protocol carries. */
const FLOW_NAME_MAX = 64;

/** Flow start and stop; no flows API exists yet, so the flow is named in a free field. */
export function FlowPanel({ serialNo, robot, disabled, allowStop = true }: { serialNo: string; robot: RobotLiveState | undefined; disabled: boolean; allowStop?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const [name, setName] = useState('');
  const [result, setResult] = useState('');
  const running = robot?.telemetry?.currentFlow ?? null;

  const run = async (action: 'start' | 'stop') => {
    setResult('');
    const flowName = name.trim();
    const ack = await command.run(action === 'start' && flowName ? { name: 'flow', action, flowName } : { name: 'flow', action });
    if (ack?.result === 'ok') setResult(t(action === 'start' ? 'flow.started' : 'flow.stopped'));
  };

  return (
    <section className={styles.root} aria-labelledby="teleop-flow">
      <Subtitle2 as="h2" id="teleop-flow">{t('flow.region')}</Subtitle2>
      <Field label={t('flow.name')} hint={t('flow.nameHint')}>
        <Input value={name} maxLength={FLOW_NAME_MAX} onChange={(_, data) => setName(data.value)} />
      </Field>
      <div className={styles.row}>
        <Button disabled={disabled || command.pending} onClick={() => void run('start')}>{t('flow.start')}</Button>
        {allowStop ? (
          <Button disabled={disabled || command.pending || running === null} onClick={() => void run('stop')}>{t('flow.stop')}</Button>
        ) : null}
      </div>
      <Text role="status">{result}</Text>
    </section>
  );
}
