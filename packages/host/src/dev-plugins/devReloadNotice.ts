import { useSyncExternalStore } from 'react';
import type { ReloadReason } from './hotUpdate.js';

// Kept across the reload it explains.
const KEY = 'fleetdeck.devReloadReason';

let current: ReloadReason | null = null;
const listeners = new Set<() => void>();

function publish(next: ReloadReason | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Reloads the page and tells the author why after it, since the update could not keep the page's state. */
export function reloadWithReason(reason: ReloadReason, storage: Storage = window.sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(reason));
  window.location.reload();
}

/** At start: shows the reason of the reload that just happened, if one was recorded. */
export function takeReloadReason(storage: Storage = window.sessionStorage): void {
  const raw = storage.getItem(KEY);
  if (raw === null) return;
  storage.removeItem(KEY);
  try {
    publish(JSON.parse(raw) as ReloadReason);
  } catch {
    // A value this console did not write: nothing to show.
  }
}

/** Hides the notice. */
export function dismissReloadReason(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Why the page last reloaded instead of updating in place, until dismissed. */
export function useReloadReason(): ReloadReason | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
