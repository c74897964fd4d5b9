import { createElement, use, type ComponentType } from 'react';
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
 * A page whose code loads on first render, under the host's load time-out and progress bar; a
 * failed or timed-out load throws to the area's error panel, and its Retry loads it again.
 *
 * @group Routing and side bar
 * @example
 * ```tsx
 * routes: { detail: lazyPage(() => import('./pages/DetailPage.js').then((page) => page.DetailPage)) }
 * ```
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  function LazyPage(props: P) {
    const pluginId = usePlugin();
    if (loaded) return createElement(loaded, props);
    pending ??= policy(load(), pluginId).then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedLoads.add(() => {
          pending = null;
        });
        throw error;
      },
    );
    return createElement(use(pending), props);
  }
  return LazyPage;
}
