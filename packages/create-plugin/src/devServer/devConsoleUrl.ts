import type { DevManifest } from './devManifest.js';

/** Query parameter the host's dev-plugins module reads to remember a dev server (see docs/contracts.md). */
export const devQueryParameter = 'fleetdeck-dev';

/** The console address that turns the override on and opens the view (or the plugin's first route). */
export function devConsoleUrl(consoleUrl: string, devOrigin: string, manifest: DevManifest | null): string {
  const view = manifest?.views[0];
  const routes = manifest?.plugins[0]?.routes as { path?: string }[] | undefined;
  const path = view ? `/custom/${view.path.replace(/^\//, '')}` : (routes?.[0]?.path ?? '/');
  const url = new URL(path, consoleUrl);
  url.searchParams.set(devQueryParameter, devOrigin);
  return url.href;
}
