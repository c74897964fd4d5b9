import { useSyncExternalStore } from 'react';
import { buildErrorLocation, type BuildErrorLocation } from './buildErrorLocation.js';

/** A failed development build, as a dev server announced it. */
export interface DevBuildError {
  message: string;
  location?: BuildErrorLocation;
  /** The dev server's events address, to tell which project failed when several are open. */
  source: string;
}

let current: DevBuildError | null = null;
const listeners = new Set<() => void>();

function publish(next: DevBuildError | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Records a dev server's build failure; the console keeps running its last good build meanwhile. */
export function reportDevBuildError(message: string, source: string): void {
  const location = buildErrorLocation(message);
  publish({ message, source, ...(location ? { location } : {}) });
}

/** Clears the failure: the next good build, or the author closing the overlay. */
export function clearDevBuildError(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current development build failure, or null. */
export function useDevBuildError(): DevBuildError | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
