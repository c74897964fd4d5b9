import type { PluginManifest } from '@fleetdeck/sdk';
import { deriveEnvironment } from '../app/environment.js';
import type { CustomView } from '../custom/customManifest.js';
import { mergeDevOverrides } from './devManifest.js';
import { devOverridesAllowed } from './devOverridesAllowed.js';
import { readDevSources } from './devSources.js';
import { loadDevOverrides } from './loadDevOverrides.js';
import { watchDevServers } from './watchDevServers.js';
import { clearDevBuildError, reportDevBuildError } from './devBuildErrorStore.js';
import { switchConsoleBuild } from './developmentConsole.js';
import { reloadWithReason, takeReloadReason } from './devReloadNotice.js';
import { hotUpdate } from './hotUpdate.js';
import { refreshApi } from './refreshApi.js';
import { rescopeDevPlugins } from './rescopeDevPlugins.js';
import { refreshStylesheets } from './refreshStylesheets.js';
import { absoluteUrl } from '../plugins/systemImport.js';

/**
 * Development manifest override: when a dev server is remembered (`?fleetdeck-dev=<url>`) and
 * this console allows it (local or dev environment, or a system admin), its views and plugins
 * replace or join the installed ones, the console switches to its development build, each rebuild
 * swaps the edited components in place with React Fast Refresh (or reloads the page and says why),
 * and a failed build shows its error over the console. Otherwise the data is returned as it came.
 */
export async function applyDevPlugins<T extends { plugins: PluginManifest[]; custom: { views: CustomView[] } }>(
  data: T,
  session: { type: number } | null,
): Promise<T> {
  const { sources, cleanUrl } = readDevSources(new URL(window.location.href), window.localStorage);
  if (cleanUrl !== null) window.history.replaceState(window.history.state, '', cleanUrl);
  if (sources.length === 0) {
    switchConsoleBuild(false);
    return data;
  }
  if (!devOverridesAllowed(deriveEnvironment(window.location.hostname), session)) {
    console.warn('[fleetdeck] dev plugins are remembered but this console only loads them in a local or dev environment or for a system admin');
    switchConsoleBuild(false);
    return data;
  }
  // The page is reloading into the development build: nothing more to start here.
  if (switchConsoleBuild(true)) return new Promise<T>(() => undefined);
  takeReloadReason();
  const overrides = await loadDevOverrides(sources);
  const ids = [...overrides.views.map((view) => `view ${view.id}`), ...overrides.plugins.map((plugin) => `plugin ${plugin.id}`)];
  if (ids.length > 0) console.info(`[fleetdeck] development override from ${sources.join(', ')}: ${ids.join(', ')}`);
  // A failed build leaves the last good bundle running and shows its error over the console; the
  // next good build clears it and is swapped in (or reloads the page).
  let current = overrides;
  let updating = Promise.resolve();
  const applyRebuild = async () => {
    clearDevBuildError();
    const next = await loadDevOverrides(sources);
    refreshStylesheets([...next.plugins.flatMap((plugin) => plugin.css ?? []), ...next.views.flatMap((view) => (view.styleUrl ? [view.styleUrl] : []))]);
    const outcome = await hotUpdate(current, next, {
      refresh: refreshApi(),
      importFresh: (url) => System.import<Record<string, unknown>>(absoluteUrl(url)),
      rescope: rescopeDevPlugins,
    });
    if (outcome.kind === 'reload') return reloadWithReason(outcome.reason);
    current = next;
    if (outcome.modules.length > 0) console.info(`[fleetdeck] updated in place: ${outcome.modules.join(', ')}`);
  };
  watchDevServers(
    overrides.events,
    // One rebuild at a time, in order: a second save must compare against the first one's result.
    () => void (updating = updating.then(applyRebuild, applyRebuild)),
    undefined,
    reportDevBuildError,
  );
  return mergeDevOverrides(data, overrides);
}
