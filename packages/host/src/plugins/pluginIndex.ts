import type { PluginManifest } from '@fleetdeck/sdk';

/** Reads /plugins/index.json (every installed plugin's plugin.json); an empty list on failure. */
export async function loadPluginIndex(): Promise<PluginManifest[]> {
  try {
    // The HTML announces this request (a preload of the same URL and mode); the server's `no-cache`
    // makes the browser revalidate any copy it keeps.
    const response = await fetch('/plugins/index.json');
    if (!response.ok) throw new Error(`status ${response.status}`);
    const list = (await response.json()) as unknown;
    if (!Array.isArray(list)) throw new Error('not an array');
    return list.filter((p): p is PluginManifest => typeof (p as PluginManifest)?.id === 'string' && Array.isArray((p as PluginManifest).routes));
  } catch (error) {
    console.error('[fleetdeck] could not load /plugins/index.json; no plugins mounted', error);
    return [];
  }
}
