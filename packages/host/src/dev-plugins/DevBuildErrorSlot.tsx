import { lazy, Suspense } from 'react';
import { useDevBuildError } from './devBuildErrorStore.js';

// Only a development session with a failed build pays for the overlay's code.
const DevBuildErrorOverlay = lazy(() => import('./DevBuildErrorOverlay.js').then((m) => ({ default: m.DevBuildErrorOverlay })));

/** Where a failed development build's overlay appears, once a dev server reports one. */
export function DevBuildErrorSlot() {
  const error = useDevBuildError();
  return error ? (
    <Suspense fallback={null}>
      <DevBuildErrorOverlay />
    </Suspense>
  ) : null;
}
