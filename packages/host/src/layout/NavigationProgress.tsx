import { useEffect, useState } from 'react';
import { ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLoading } from '../plugins/loadActivity.js';

/**
 * Spec §1 says "a progress bar starts at 800 on page navigation". We read that as 800 ms:
 * route changes are instant, so the bar appears only when a page's code (a plugin or custom
 * view bundle) is still loading 800 ms after the navigation, and hides when it settles.
 */
export const PROGRESS_DELAY_MS = 800;

/** The thin progress bar at the top of the window during slow page loads. */
export function NavigationProgress() {
  const loading = useLoading();
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 999999 }} data-testid="navigation-progress">
      <ProgressBar aria-label={t('shell.loading')} thickness="large" />
    </div>
  );
}
