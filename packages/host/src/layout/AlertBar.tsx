import { Button, Link, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { clearAlert, useAlert } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';

/** The shell's one alert (showAlert), with its optional link and a dismiss button. */
export function AlertBar() {
  const alert = useAlert();
  const { t } = useTranslation('common');
  if (!alert) return null;
  return (
    <div role={alert.type === 'error' ? 'alert' : 'status'} data-testid="shell-alert" style={{ padding: '8px 16px 0' }}>
      <MessageBar intent={alert.type}>
        <MessageBarBody>
          {alert.message}
          {alert.link ? (
            <>
              {' '}
              <Link href={alert.link.href} target="_blank" rel="noreferrer">
                {alert.link.label}
              </Link>
            </>
          ) : null}
        </MessageBarBody>
        <MessageBarActions containerAction={<Button appearance="transparent" aria-label={t('shell.dismissAlert')} icon={<DismissRegular />} onClick={clearAlert} />} />
      </MessageBar>
    </div>
  );
}
