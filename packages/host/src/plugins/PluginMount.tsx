import { Suspense, use, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { PluginProvider, lazyPage, retryFailedPages, useT } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { PluginErrorBoundary } from './PluginErrorBoundary.js';
import { PluginLoading } from './PluginLoading.js';
import { PluginLoadError } from './PluginLoadError.js';
import { useRevealWhenSettled } from './useRevealWhenSettled.js';

// TanStack Query loads with the first plugin, not with the shell: the login page's initial
// JavaScript stays within its budget.
const loadPluginData = () => import('./PluginData.js');
const PluginData = lazyPage(() => loadPluginData().then((m) => m.PluginData));

/** Fetches the query client's chunk ahead of the first plugin mount (the browser keeps the module). */
export function preloadPluginData(): void {
  loadPluginData().catch(() => undefined);
}

/**
 * Pages already resolved, by their route's resolver. A page opened again renders at once: `use` on
 * a new promise suspends even when it is about to resolve, and React then holds the revealed page
 * back behind the fallback for up to 300 ms (its fallback throttle) on every navigation.
 */
const resolvedPages = new WeakMap<() => Promise<ComponentType>, ComponentType>();

function Loaded({ promise, known, titleKey }: { promise: Promise<ComponentType>; known?: ComponentType; titleKey?: string }) {
  const Page = known ?? use(promise);
  const t = useT();
  const { i18n } = useTranslation();
  useEffect(() => {
    const shell = t('common:shell.productName');
    document.title = titleKey ? `${t(titleKey)} | ${shell}` : shell;
  }, [t, titleKey, i18n.language]);
  return <Page />;
}

/** Props of `PluginMount`. */
export interface PluginMountProps {
  pluginId: string;
  /** Resolves the component to show; called again after Retry. */
  resolve: () => Promise<ComponentType>;
  /** Drops cached failures before a retry. */
  forget: () => void;
  titleKey?: string;
}

/** One plugin's area: its i18n namespace, the shared query client, Suspense while loading, and an error boundary with Retry. */
export function PluginMount({ pluginId, resolve, forget, titleKey }: PluginMountProps) {
  const [attempt, setAttempt] = useState(0);
  // The promise must stay the same across renders for `use`; a retry makes a new one.
  const { promise, cancel } = useMemo(() => {
    let stop: () => void = () => undefined;
    // Cancel ends the wait, not the load: a Retry picks up a script still on its way.
    const cancelled = new Promise<never>((_resolve, reject) => {
      stop = () => reject(new PluginLoadError('cancelled', { id: pluginId }));
    });
    const loading = Promise.race([resolve(), cancelled]);
    loading.then((page) => resolvedPages.set(resolve, page), () => resolvedPages.delete(resolve));
    // A failure is shown by `use` below; it may settle while the data provider still loads.
    loading.catch(() => undefined);
    return { promise: loading, cancel: stop };
  }, [resolve, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => {
    forget();
    retryFailedPages();
    setAttempt((n) => n + 1);
  }, [forget]);
  const known = attempt === 0 ? resolvedPages.get(resolve) : undefined;
  useRevealWhenSettled(useMemo(() => Promise.allSettled([promise, PluginData.preload(pluginId)]), [promise, pluginId]));
  return (
    <PluginProvider id={pluginId}>
      <PluginErrorBoundary key={attempt} pluginId={pluginId} onRetry={retry}>
        <Suspense fallback={<PluginLoading pluginId={pluginId} onCancel={cancel} />}>
          <PluginData>
            <Loaded promise={promise} known={known} titleKey={titleKey} />
          </PluginData>
        </Suspense>
      </PluginErrorBoundary>
    </PluginProvider>
  );
}
