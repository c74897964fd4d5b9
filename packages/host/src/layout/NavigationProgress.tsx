import { useEffect, useState } from 'react';
import { ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLoading } from '../plugins/loadActivity.js';
import { createProgressGate } from './progressGate.js';

/**
 * Spec §1: "a progress bar starts at 800 on page navigation". Read as: 800 ms after a navigation
 * starts, if the page is still not ready, the bar appears. That is the only reading with a unit that
 * fits a bar (800 % or 800 px make no sense), and the delay is the common way to keep quick page
 * changes from flashing a bar. "Page navigation" is everything between the route change and the page
 * on screen: the guard's session and §4 init step (contract and terms check), the plugin or custom
 * view code and pages loaded on demand. The bar hides when the page is ready.
 */
export const PROGRESS_DELAY_MS = 800;
/** Gap between two steps of one navigation (init step done, page code not started yet) that still counts as the same navigation. */
export const PROGRESS_GRACE_MS = 150;

const clock = {
  schedule: (run: () => void, ms: number) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  now: () => performance.now(),
};

/** The thin progress bar at the top of the window while a page navigation takes long. */
export function NavigationProgress() {
  const loading = useLoading();
  const [visible, setVisible] = useState(false);
  const [gate] = useState(() => createProgressGate(clock, setVisible, PROGRESS_DELAY_MS, PROGRESS_GRACE_MS));
  const { t } = useTranslation('common');
  useEffect(() => gate.setBusy(loading), [gate, loading]);
  useEffect(() => () => gate.dispose(), [gate]);
  if (!visible) return null;
  return (
    <div style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 999999 }} data-testid="navigation-progress">
      <ProgressBar aria-label={t('shell.loading')} thickness="large" />
    </div>
  );
}
