import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Props of `ErrorPanel`.
 * @group Data
 * @example
 * ```tsx
 * const props: ErrorPanelProps = { title: t('loadFailed'), message: error.message, onRetry: reload, pluginId: 'floor-notes' };
 * return <ErrorPanel {...props} />;
 * ```
 */
export interface ErrorPanelProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  /** Logged and exposed as data-plugin-id so faults can be traced to their plugin. */
  pluginId?: string;
}

/**
 * An error shown in place of content, with a Retry button when `onRetry` is given.
 * @group Data
 * @example
 * ```tsx
 * if (error) return <ErrorPanel title={t('loadFailed')} message={error.message} onRetry={reload} />;
 * ```
 */
export function ErrorPanel({ title, message, onRetry, pluginId }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-plugin-id={pluginId} style={{ padding: 16 }}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{title ?? t('plugin.failedTitle')}</MessageBarTitle>
          {message}
        </MessageBarBody>
        {onRetry ? (
          <MessageBarActions>
            <Button appearance="primary" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          </MessageBarActions>
        ) : null}
      </MessageBar>
    </div>
  );
}
