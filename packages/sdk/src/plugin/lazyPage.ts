import { createElement, use, useEffect, useState, type ComponentType } from 'react';
import { usePlugin } from './PluginContext.js';

/**
 * What the host does with every on-demand load: time it out (spec §1: 120 s) and show progress.
 * @group Routing and side bar
 * @example
 * ```ts
 * const logged: ChunkLoadPolicy = (load, pluginId) => {
 *   console.info('loading a page of', pluginId ?? 'the console');
 *   return load;
 * };
 * setChunkLoadPolicy(logged);
 * ```
 */
export type ChunkLoadPolicy = <T>(load: Promise<T>, pluginId: string | null) => Promise<T>;

let policy: ChunkLoadPolicy = (load) => load;
// Failed loads stay failed (so the error reaches the area's error panel) until the host retries.
const failedLoads = new Set<() => void>();

/**
 * Sets how pages loaded on demand are timed out and tracked; the host calls it once at boot.
 * @group Routing and side bar
 * @example
 * ```ts
 * // A test without the console's 120 s limit: every page load is used as it comes.
 * setChunkLoadPolicy((load) => load);
 * ```
 */
export function setChunkLoadPolicy(next: ChunkLoadPolicy): void {
  policy = next;
}

/**
 * Lets every page whose load failed load again on its next render; the host calls it on Retry.
 * @group Routing and side bar
 * @example
 * ```tsx
 * <ErrorPanel message={t('pageLoadFailed')} onRetry={retryFailedPages} />
 * ```
 */
export function retryFailedPages(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * A page (or any component) made by `lazyPage`: `preload` starts loading its code before it is
 * first rendered, so a page can fetch its data and the code that draws it at once.
 * @group Routing and side bar
 * @example
 * ```ts
 * const Chart: LazyComponent<{ points: Point[] }> = lazyPage(() => import('./Chart.js').then((m) => m.Chart));
 * void Chart.preload('my-plugin');
 * ```
 */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (once); a failure is thrown where the component renders. */
  preload(pluginId?: string | null): Promise<void>;
  /** Whether the code has loaded, so the component renders without suspending. */
  isLoaded(): boolean;
};

/**
 * A page whose code loads on first render, under the host's load time-out and progress bar; a
 * failed or timed-out load throws to the area's error panel, and its Retry loads it again.
 *
 * @group Routing and side bar
 * @example
 * ```tsx
 * routes: { detail: lazyPage(() => import('./pages/DetailPage.js').then((page) => page.DetailPage)) }
 * // A page that loads its data and its heavy view together: see useLazyReady.
 * ```
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = (pluginId: string | null) =>
    (pending ??= policy(load(), pluginId).then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedLoads.add(() => {
          pending = null;
        });
        throw error;
      },
    ));
  function LazyPage(props: P) {
    const pluginId = usePlugin();
    if (loaded) return createElement(loaded, props);
    return createElement(use(start(pluginId)), props);
  }
  LazyPage.preload = (pluginId: string | null = null) => start(pluginId).then(() => undefined, () => undefined);
  LazyPage.isLoaded = () => loaded !== null;
  return LazyPage;
}

/**
 * Starts loading a `lazyPage` component's code and answers true once it has loaded (or failed, which
 * rendering it then shows). Until then render a placeholder instead of the component: the page
 * around it commits and fetches its data meanwhile, where a suspended component would hold the
 * whole area behind the loading fallback.
 *
 * @group Routing and side bar
 * @example
 * ```tsx
 * const Chart = lazyPage(() => import('./Chart.js').then((m) => m.Chart));
 * function Page() {
 *   const ready = useLazyReady(Chart);
 *   const { data } = useQuery<Point[]>('/points');
 *   return ready && data ? <Chart points={data} /> : <Spinner label="Loading" />;
 * }
 * ```
 */
export function useLazyReady(component: Pick<LazyComponent<object>, 'preload' | 'isLoaded'>): boolean {
  const pluginId = usePlugin();
  const [ready, setReady] = useState(component.isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void component.preload(pluginId).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [component, pluginId, ready]);
  return ready;
}
