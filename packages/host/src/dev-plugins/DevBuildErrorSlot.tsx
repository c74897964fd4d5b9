import { lazy, Suspense } from 'react';
import { useDevBuildError } from './devBuildErrorStore.js';
import { useReloadReason } from './devReloadNotice.js';

// Only a development session with something to say pays for the overlay's and notice's code.
const DevBuildErrorOverlay = lazy(() => import('./DevBuildErrorOverlay.js').then((m) => ({ default: m.DevBuildErrorOverlay })));
const DevReloadNotice = lazy(() => import('./DevReloadNotice.js').then((m) => ({ default: m.DevReloadNotice })));

/** Where a failed development build's overlay appears, once a dev server reports one, and why a rebuild reloaded the page. */
export function DevBuildErrorSlot() {
  const error = useDevBuildError();
  const reloadReason = useReloadReason();
  return (
    <Suspense fallback={null}>
      {error ? <DevBuildErrorOverlay /> : reloadReason ? <DevReloadNotice /> : null}
    </Suspense>
  );
}
