import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SDK_VERSION, sdkRangeSatisfied, validatePluginManifest } from '@fleetdeck/sdk/plugin-schema';

/** One installed plugin: its manifest and the folder its files come from. */
export interface InstalledPlugin {
  id: string;
  dir: string;
  manifest: Record<string, unknown>;
  /** The `sdk` range its plugin.json declares. */
  sdk: string;
  /** True when this console's SDK is in `sdk`; an incompatible plugin is listed to administrators, never offered to browsers. */
  compatible: boolean;
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name)).sort();
  } catch {
    return [];
  }
}

/** Why a folder's plugin.json was not installed. */
export type PluginRejection = (dir: string, errors: string[]) => void;

async function readPlugin(dir: string, onRejected: PluginRejection): Promise<InstalledPlugin | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, 'plugin.json'), 'utf8');
  } catch {
    // No plugin.json: not a plugin folder (a first-party plugin not built yet, say).
    return undefined;
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    onRejected(dir, [`plugin.json is not JSON: ${error instanceof Error ? error.message : String(error)}`]);
    return undefined;
  }
  // The same schema the plugin build checks: a hand-edited or foreign plugin.json the host could
  // not route (a bad access level, a route without a path) is left out rather than half-mounted.
  const checked = validatePluginManifest(manifest);
  if (!checked.ok) {
    onRejected(dir, checked.errors);
    return undefined;
  }
  const { id, sdk } = checked.manifest;
  return { id, dir, manifest: manifest as Record<string, unknown>, sdk, compatible: await sdkRangeSatisfied(sdk, SDK_VERSION) };
}

/**
 * Finds plugins: each `packages/plugins/<name>/dist` with a plugin.json, then each sub-folder of
 * the extra folders. A later plugin with the same id replaces an earlier one; a plugin.json that
 * fails the plugin.json schema is left out and reported to `onRejected`. Plugins whose SDK range
 * this console does not meet are kept, marked not `compatible` (see `offeredPlugins`).
 */
export async function findPlugins(
  firstPartyRoot: string,
  extraDirs: readonly string[],
  onRejected: PluginRejection = () => undefined,
): Promise<Map<string, InstalledPlugin>> {
  const dirs = (await subfolders(firstPartyRoot)).map((d) => join(d, 'dist'));
  for (const extra of extraDirs) dirs.push(...(await subfolders(extra)));
  const found = new Map<string, InstalledPlugin>();
  for (const dir of dirs) {
    const plugin = await readPlugin(dir, onRejected);
    if (plugin) found.set(plugin.id, plugin);
  }
  return found;
}

/** A plugin.json as /plugins/index.json lists it: entry and css as absolute URLs under /plugins/<id>/. */
export function publicManifest(plugin: InstalledPlugin): Record<string, unknown> {
  const base = `/plugins/${plugin.id}/`;
  const absolute = (file: unknown) => (typeof file === 'string' && !/^(\/|https?:)/.test(file) ? base + file.replace(/^\.\//, '') : file);
  const css = Array.isArray(plugin.manifest.css) ? plugin.manifest.css.map(absolute) : [];
  return { ...plugin.manifest, entry: absolute(plugin.manifest.entry), css };
}

/** Why an installed plugin is not offered to browsers: its SDK range leaves this console out. */
export type PluginIncompatible = (plugin: InstalledPlugin, message: string) => void;

/** The message naming an incompatible plugin, its range and this console's SDK version (logged, and shown on the system page). */
export function incompatibleMessage(plugin: InstalledPlugin): string {
  return `plugin "${plugin.id}" left out: it needs @fleetdeck/sdk ${plugin.sdk} and this console's SDK is ${SDK_VERSION}`;
}

/**
 * The plugins a browser is offered: the compatible ones. An incompatible plugin would fail in
 * every browser (the host refuses it too), so the console refuses it once, here, and says why.
 */
export function offeredPlugins(installed: Map<string, InstalledPlugin>, onIncompatible: PluginIncompatible = () => undefined): Map<string, InstalledPlugin> {
  const offered = new Map<string, InstalledPlugin>();
  for (const [id, plugin] of installed) {
    if (plugin.compatible) offered.set(id, plugin);
    else onIncompatible(plugin, incompatibleMessage(plugin));
  }
  return offered;
}
