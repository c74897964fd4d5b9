import { Field, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { CallInMode, TeleopCommandMode, TeleopSpeed, type RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Command mode 1-4, speed normal/slow and call-in mode, each showing what the robot reports. */
export function ModePanel({ serialNo, robot }: { serialNo: string; robot: RobotLiveState | undefined }) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const telemetry = robot?.telemetry ?? null;
  const disabled = !telemetry || robot?.connection !== 'online';
  return (
    <section className={styles.root} aria-labelledby="teleop-modes">
      <Subtitle2 as="h2" id="teleop-modes">{t('mode.region')}</Subtitle2>
      <Field label={t('mode.commandMode')}>
        <RadioGroup
          layout="horizontal"
          value={telemetry ? String(telemetry.commandMode) : ''}
          disabled={disabled}
          onChange={(_, data) => void command.run({ name: 'commandMode', mode: Number(data.value) as TeleopCommandMode })}
        >
          {TeleopCommandMode.map((mode) => (
            <Radio key={mode} value={String(mode)} label={t('mode.modeValue', { mode })} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('mode.speed')}>
        <RadioGroup
          layout="horizontal"
          value={telemetry?.speed ?? ''}
          disabled={disabled}
          onChange={(_, data) => void command.run({ name: 'speed', speed: data.value as TeleopSpeed })}
        >
          {TeleopSpeed.map((speed) => (
            <Radio key={speed} value={speed} label={t(`mode.speeds.${speed}`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('mode.callIn')}>
        <RadioGroup
          layout="horizontal"
          value={telemetry?.callIn ?? ''}
          disabled={disabled}
          onChange={(_, data) => void command.run({ name: 'callIn', state: data.value as CallInMode })}
        >
          {CallInMode.map((state) => (
            <Radio key={state} value={state} label={t(`mode.callInStates.${state}`)} />
          ))}
        </RadioGroup>
      </Field>
    </section>
  );
}
