import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { RobotMessages } from '@fleetdeck/model';
import { api, isHttpError, useLanguage, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' } });

type Outcome = { intent: 'success' | 'error'; text: string } | null;

/** Starts a robot OS update; the server refuses below 20% battery (§5) and the model's message says so. */
export function OsUpdateForm({ robotId }: { robotId: number }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const [version, setVersion] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const start = async () => {
    setOutcome(null);
    try {
      const ack = await api.post<{ result: string; code?: string; message?: string }>(`/robots/${robotId}/os-update`, { version: version.trim() });
      if (ack.result === 'ok') setOutcome({ intent: 'success', text: t('admin.osUpdateSent', { version: version.trim() }) });
      else setOutcome({ intent: 'error', text: t('admin.osUpdateRefused', { reason: ack.message ?? ack.code ?? ack.result }) });
    } catch (error) {
      const code = isHttpError(error) ? error.details[0]?.code : undefined;
      const known = code === 'osUpdateBatteryLow' || code === 'robotOffline' ? RobotMessages[code][language] : null;
      setOutcome({ intent: 'error', text: known ?? t('admin.osUpdateFailed') });
    }
  };
  return (
    <div className={styles.row}>
      <Field label={t('admin.osVersion')}>
        <Input value={version} onChange={(_e, data) => setVersion(data.value)} />
      </Field>
      <Button onClick={() => void start()} disabled={version.trim() === ''}>{t('admin.osUpdateStart')}</Button>
      {outcome ? (
        <MessageBar intent={outcome.intent} data-testid="os-update-outcome">
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
