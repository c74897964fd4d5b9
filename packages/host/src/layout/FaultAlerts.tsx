import { Suspense, useEffect, useState } from 'react';
import { lazyPage, useCan } from '@fleetdeck/sdk';
import { useLoading } from '../plugins/loadActivity.js';

// The counter follows every robot on the live stream; that code, Fluent's popover and its toaster
// load once the page the operator opened has its own code, when the browser is idle: they are not
// what the page was opened for, and kept the shell's first scripts over its 250 KB budget.
const FaultAlertsLive = lazyPage(() => import('./FaultAlertsLive.js').then((m) => m.FaultAlertsLive));

/** True once no page code is loading and the browser has had an idle moment (at most 2 s later). */
function useAfterPageCode(): boolean {
  const loading = useLoading();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || loading) return;
    const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [loading, ready]);
  return ready;
}

/** The header's robot fault counter and toasts, for users who may see robots. */
export function FaultAlerts() {
  const { can } = useCan('robots', 'operate');
  const ready = useAfterPageCode();
  if (!can || !ready) return null;
  return (
    <Suspense fallback={null}>
      <FaultAlertsLive />
    </Suspense>
  );
}
