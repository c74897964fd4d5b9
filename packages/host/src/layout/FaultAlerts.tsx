import { Suspense } from 'react';
import { lazyPage, useCan } from '@fleetdeck/sdk';

// The counter follows every robot on the live stream; that code, Fluent's popover and its toaster
// load just after the frame, not with the shell's first scripts.
const FaultAlertsLive = lazyPage(() => import('./FaultAlertsLive.js').then((m) => m.FaultAlertsLive));

/** The header's robot fault counter and toasts, for users who may see robots. */
export function FaultAlerts() {
  const { can } = useCan('robots', 'operate');
  if (!can) return null;
  return (
    <Suspense fallback={null}>
      <FaultAlertsLive />
    </Suspense>
  );
}
