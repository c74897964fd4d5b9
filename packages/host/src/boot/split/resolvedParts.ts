import type { PluginSharedParts } from '@fleetdeck/sdk/plugin-schema';

// The console's own build is named by its entry script: the server answers for that build only
// (the development console's files differ), and anything else (the Vite dev server) gets a 404,
// which leaves the plugin to the split modules' maps.
const ENTRY = new URL(import.meta.url).pathname;

const answers = new Map<string, Promise<PluginSharedParts | null>>();

/**
 * Asks the server which of the console's files hold the names each file of a plugin imports
 * (PluginSharedParts), so the browser need not fetch the split modules' maps. Null when it cannot
 * say; asked once per plugin until `forgetSharedParts`.
 */
export function requestSharedParts(pluginId: string): Promise<PluginSharedParts | null> {
  let pending = answers.get(pluginId);
  if (!pending) {
    const url = `/plugins/${encodeURIComponent(pluginId)}/~shared-parts.json?entry=${encodeURIComponent(ENTRY)}`;
    // Announced in the HTML of a page this plugin draws first; answered `no-cache`, so never stale.
    pending = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<PluginSharedParts>) : null))
      .catch(() => null);
    answers.set(pluginId, pending);
  }
  return pending;
}

/** Drops a plugin's answer, so its next load (a retry) asks again. */
export function forgetSharedParts(pluginId: string): void {
  answers.delete(pluginId);
}

/**
 * The namespace of `wanted` from `moduleId` for one file of a plugin (scope '' is its entry), from
 * the server's answer; null when there is no answer or it does not cover every name.
 */
export async function resolvedNamespace(pluginId: string, scope: string, moduleId: string, wanted: readonly string[]): Promise<Record<string, unknown> | null> {
  const answer = await answers.get(pluginId);
  const entry = answer?.scopes[scope]?.[moduleId];
  if (!answer || !entry || wanted.some((name) => !entry.names[name])) return null;
  const loaded = new Map<number, Record<string, unknown>>();
  await Promise.all(
    entry.load.map(async (index) => {
      const url = answer.files[index];
      if (url) loaded.set(index, (await import(/* @vite-ignore */ url)) as Record<string, unknown>);
    }),
  );
  const namespace: Record<string, unknown> = {};
  for (const name of wanted) {
    const [index, exported] = entry.names[name]!;
    namespace[name] = loaded.get(index)?.[exported];
  }
  return namespace;
}
