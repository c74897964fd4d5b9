import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { useCan } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { failureDetailsText } from './failureDetailsText.js';

/**
 * Whether the cause of a failure is shown: to those the access policy lets see it
 * (`consoleFiles.failureDetails`) and in a development build, where plugin authors need it. Others
 * see the plain message.
 */
function useShowsFailureDetails(): boolean {
  const admin = useCan('consoleFiles', 'failureDetails').can;
  return admin || import.meta.env.DEV;
}

/** Props of `FailureDetails`. */
export interface FailureDetailsProps {
  pluginId: string;
  /** The panel's translated message, first line of the copied text. */
  message: string;
  error: unknown;
}

/** The cause of a plugin or custom view failure (address, status, specifier, message) with "Copy details". */
export function FailureDetails({ pluginId, message, error }: FailureDetailsProps) {
  const { t } = useTranslation('common');
  const shown = useShowsFailureDetails();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!shown) return null;
  const text = failureDetailsText((key) => t(`plugin.details.${key}`), pluginId, message, error);
  const onCopy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <section aria-label={t('plugin.details.title')} data-plugin-id={pluginId} style={{ padding: '0 16px 16px' }}>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '0 0 8px', fontSize: 12 }}>{text}</pre>
      <Button onClick={onCopy}>{t('plugin.details.copy')}</Button>
      {copy === 'idle' ? null : (
        <Text role="status" style={{ marginLeft: 8 }}>
          {t(copy === 'copied' ? 'plugin.details.copied' : 'plugin.details.copyFailed')}
        </Text>
      )}
    </section>
  );
}
