/**
 * Hears the path of every write the API client completed (POST, PUT, PATCH, DELETE answered 2xx).
 * @group Data
 * @example
 * ```ts
 * const logWrite: ApiWriteListener = (path, method) => console.info(method, path);
 * const stop = onApiWrite(logWrite);
 * ```
 */
export type ApiWriteListener = (path: string, method: string) => void;

const listeners = new Set<ApiWriteListener>();

/**
 * Calls `listener` after each successful write; answers a function that stops it.
 * @group Data
 * @example
 * ```tsx
 * useEffect(() => onApiWrite((path) => { if (path.startsWith('/robots')) reloadMap(); }), []);
 * ```
 */
export function onApiWrite(listener: ApiWriteListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the listeners a write succeeded; a listener that throws must not fail the write. */
export function reportApiWrite(path: string, method: string): void {
  for (const listener of listeners) {
    try {
      listener(path, method);
    } catch (error) {
      console.error('an API write listener failed', error);
    }
  }
}
