/** Spec §1: chunks load on demand with a 120 s time-out. */
export const DEFAULT_PLUGIN_LOAD_TIMEOUT_MS = 120_000;

/**
 * localStorage key that shortens the time-out. Browser tests set it to exercise the time-out
 * without waiting two minutes; in production nobody sets it, and it can only be lowered to
 * 100 ms or raised back, never disable the time-out.
 */
export const PLUGIN_LOAD_TIMEOUT_STORAGE_KEY = 'fleetdeck.pluginLoadTimeoutMs';

/** The plugin load time-out in milliseconds. */
export function pluginLoadTimeoutMs(): number {
  try {
    const value = Number(localStorage.getItem(PLUGIN_LOAD_TIMEOUT_STORAGE_KEY));
    if (Number.isFinite(value) && value >= 100 && value <= DEFAULT_PLUGIN_LOAD_TIMEOUT_MS) return value;
  } catch {
    // No storage: use the default.
  }
  return DEFAULT_PLUGIN_LOAD_TIMEOUT_MS;
}

/** Rejects with `onTimeout()` when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
