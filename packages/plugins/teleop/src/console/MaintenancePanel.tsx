import { useState } from 'react';
import { Button, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { api, isHttpError, useT } from '@fleetdeck/sdk';
import { RobotMessages } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';
import { useLanguageCode } from '../shared/useLanguageCode.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

interface CommandOutcome {
  result: string;
  code?: string;
}

/** Reset errors over the stream, and the robot OS update over REST (refused below 20% battery, §5). */
export function MaintenancePanel({ serialNo, robotId }: { serialNo: string; robotId: number }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguageCode();
  const reset = useCommand(serialNo);
  const [resetDone, setResetDone] = useState(false);
  const [version, setVersion] = useState('');
  const [versionError, setVersionError] = useState<string | undefined>(undefined);
  const [updateMessage, setUpdateMessage] = useState('');
  const [updating, setUpdating] = useState(false);

  const resetErrors = async () => {
    setResetDone(false);
    const ack = await reset.run({ name: 'resetErrors' });
    setResetDone(ack?.result === 'ok');
  };
  const update = async () => {
    setUpdateMessage('');
    if (version.trim() === '') {
      setVersionError(t('console.osVersionRequired'));
      return;
    }
    setVersionError(undefined);
    setUpdating(true);
    try {
      const outcome = await api.post<CommandOutcome>(`/robots/${robotId}/os-update`, { version: version.trim() });
      setUpdateMessage(t('console.osUpdated', { result: outcome.code ? `${outcome.result} (${outcome.code})` : outcome.result }));
    } catch (error) {
      if (!isHttpError(error)) throw error;
      // The server names the rule in details; the model holds its text in both languages.
      const code = error.details?.[0]?.code;
      setVersionError(code === 'osUpdateBatteryLow' || code === 'robotOffline' ? RobotMessages[code][language] : error.message);
    } finally {
      setUpdating(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="console-maintenance">
      <Subtitle2 as="h2" id="console-maintenance">{t('console.osUpdate')}</Subtitle2>
      <div>
        <Button disabled={reset.pending} onClick={() => void resetErrors()}>{t('console.resetErrors')}</Button>
        <Text role="status">{resetDone ? ` ${t('console.resetDone')}` : ''}</Text>
      </div>
      <div className={styles.row}>
        <Field label={t('console.osVersion')} validationMessage={versionError} validationState={versionError ? 'error' : 'none'}>
          <Input value={version} maxLength={32} onChange={(_, data) => setVersion(data.value)} />
        </Field>
        <Button disabled={updating} onClick={() => void update()}>{t('console.osUpdateButton')}</Button>
      </div>
      <Text role="status">{updateMessage}</Text>
    </section>
  );
}
