import type { PluginManifest } from '@fleetdeck/sdk';
import { deriveEnvironment } from '../app/environment.js';
import type { CustomView } from '../custom/customManifest.js';
import { mergeDevOverrides } from './devManifest.js';
import { devOverridesAllowed } from './devOverridesAllowed.js';
import { readDevSources } from './devSources.js';
import { loadDevOverrides } from './loadDevOverrides.js';
import { watchDevServers } from './watchDevServers.js';
import { clearDevBuildError, reportDevBuildError } from './devBuildErrorStore.js';

/**
 * Development manifest override: when a dev server is remembered (`?fleetdeck-dev=<url>`) and
 * this console allows it (local or dev environment, or a system admin), its views and plugins
 * replace or join the installed ones, the page reloads after each rebuild and a failed build shows
 * its error over the console. Otherwise the data is returned as it came.
 */
export async function applyDevPlugins<T extends { plugins: PluginManifest[]; custom: { views: CustomView[] } }>(
  data: T,
  session: { type: number } | null,
): Promise<T> {
  const { sources, cleanUrl } = readDevSources(new URL(window.location.href), window.localStorage);
  if (cleanUrl !== null) window.history.replaceState(window.history.state, '', cleanUrl);
  if (sources.length === 0) return data;
  if (!devOverridesAllowed(deriveEnvironment(window.location.hostname), session)) {
    console.warn('[fleetdeck] dev plugins are remembered but this console only loads them in a local or dev environment or for a system admin');
    return data;
  }
  const overrides = await loadDevOverrides(sources);
  const ids = [...overrides.views.map((view) => `view ${view.id}`), ...overrides.plugins.map((plugin) => `plugin ${plugin.id}`)];
  if (ids.length > 0) console.info(`[fleetdeck] development override from ${sources.join(', ')}: ${ids.join(', ')}`);
  // A failed build leaves the last good bundle running and shows its error over the console; the
  // next good build reloads the page, which clears it.
  watchDevServers(
    overrides.events,
    () => {
      clearDevBuildError();
      window.location.reload();
    },
    undefined,
    reportDevBuildError,
  );
  return mergeDevOverrides(data, overrides);
}
