import { useEffect, useState } from 'react';
import { Button, Field, ProgressBar, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { pluginLoadTimeoutMs } from './loadTimeout.js';

/** After this long a load is slow enough to say so and offer Cancel; the time-out itself stays at spec §1's limit. */
export const SLOW_LOAD_NOTICE_MS = 10_000;

/** Props of `PluginLoading`. */
export interface PluginLoadingProps {
  pluginId: string;
  /** Stops waiting: the area shows the cancelled message with Retry. */
  onCancel: () => void;
}

/**
 * A plugin's area while its code loads: a spinner, and after 10 s the time spent against the
 * time-out (a script element gives no byte progress) with Cancel, so a hung script does not keep
 * the user in front of a spinner for two minutes.
 */
export function PluginLoading({ pluginId, onCancel }: PluginLoadingProps) {
  const { t } = useTranslation('common');
  const [started] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - started), 1000);
    return () => clearInterval(timer);
  }, [started]);
  if (elapsed < SLOW_LOAD_NOTICE_MS) return <Spinner style={{ padding: 32 }} label={t('shell.loading')} />;
  const limit = pluginLoadTimeoutMs();
  const message = t('plugin.slow', { id: pluginId, seconds: Math.floor(elapsed / 1000), limit: Math.round(limit / 1000) });
  return (
    <div style={{ padding: 32, display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480 }} data-plugin-id={pluginId}>
      <Field validationMessage={message} validationState="none">
        <ProgressBar value={Math.min(elapsed / limit, 1)} aria-label={message} />
      </Field>
      <Button style={{ alignSelf: 'flex-start' }} onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </div>
  );
}
