import { deriveEnvironment } from '../app/environment.js';
import type { DevPluginData } from './applyDevServers.js';
import { devOverridesAllowed } from './devOverridesAllowed.js';
import { switchConsoleBuild } from './developmentConsole.js';
import { readDevSources } from './devSources.js';

/**
 * Development manifest override (applyDevServers.ts) when a dev server is remembered and this
 * console allows it (local or dev environment, or a system admin); otherwise the data as it came.
 * Only such a page loads the override's code: the login page and robot/control no longer fetch it
 * with the shell (issue 16).
 */
export async function applyDevPlugins<T extends DevPluginData>(data: T, session: { type: number } | null): Promise<T> {
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
  const { applyDevServers } = await import('./applyDevServers.js');
  return applyDevServers(data, sources);
}
