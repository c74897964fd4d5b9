import { combineDevOverrides, parseDevManifest, NO_DEV_OVERRIDES, type DevOverrides } from './devManifest.js';

// A dev server that is not running must not hold up the console's start.
const DEV_SERVER_TIMEOUT_MS = 3000;

/** Fetches each dev server's /dev-manifest.json; a server that fails is logged and skipped. */
export async function loadDevOverrides(sources: string[], fetchImpl: typeof fetch = fetch): Promise<DevOverrides> {
  const results = await Promise.all(
    sources.map(async (source) => {
      try {
        const response = await fetchImpl(`${source}/dev-manifest.json`, {
          cache: 'no-store',
          signal: AbortSignal.timeout(DEV_SERVER_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return parseDevManifest(await response.json());
      } catch (error) {
        console.warn(`[fleetdeck] dev server ${source} did not answer; using the installed plugins`, error);
        return NO_DEV_OVERRIDES;
      }
    }),
  );
  return combineDevOverrides(results);
}
