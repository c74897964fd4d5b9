import type { PluginManifest } from '@fleetdeck/sdk';
import type { CustomView } from '../custom/customManifest.js';
import { mergeDevOverrides } from './devManifest.js';
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

/** What the boot passes through the override: the installed plugins and the customization's views. */
export interface DevPluginData {
  plugins: PluginManifest[];
  custom: { views: CustomView[] };
}

/**
 * Development manifest override, once a dev server is remembered (`?fleetdeck-dev=<url>`) and this
 * console allows it (applyDevPlugins.ts): its views and plugins replace or join the installed ones,
 * the console switches to its development build, each rebuild swaps the edited components in place
 * with React Fast Refresh (or reloads the page and says why), and a failed build shows its error
 * over the console.
 */
export async function applyDevServers<T extends DevPluginData>(data: T, sources: string[]): Promise<T> {
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
