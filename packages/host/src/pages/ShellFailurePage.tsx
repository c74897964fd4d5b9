import { ErrorPanel } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { PluginLoadError } from '../plugins/PluginLoadError.js';

/**
 * What the console shows when the shell itself fails (its layout did not load in time, say):
 * a plugin's failures stay in the plugin's area, but the frame around them has no area of its
 * own, so the page explains and offers a reload rather than going blank.
 */
export function ShellFailurePage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error('[fleetdeck] the shell failed', error);
  const message =
    error instanceof PluginLoadError
      ? t(`plugin.${error.kind}`, error.params)
      : t('plugin.crashed', { id: 'shell', message: error instanceof Error ? error.message : String(error) });
  return <ErrorPanel pluginId="shell" message={message} onRetry={() => window.location.reload()} />;
}
