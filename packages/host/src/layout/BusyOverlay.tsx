import { useBusy } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';

/** Spec §1: an overlay at opacity 0.1 blocks input while a post, put, patch or delete is in flight. */
export function BusyOverlay() {
  const busy = useBusy();
  const { t } = useTranslation('common');
  if (!busy) return null;
  return (
    <div
      data-testid="busy-overlay"
      role="progressbar"
      aria-busy="true"
      aria-label={t('shell.busy')}
      style={{ position: 'fixed', inset: 0, zIndex: 1000000, background: '#000', opacity: 0.1, cursor: 'wait' }}
    />
  );
}
