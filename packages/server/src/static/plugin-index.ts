import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One installed plugin: its manifest and the folder its files come from. */
export interface InstalledPlugin {
  id: string;
  dir: string;
  manifest: Record<string, unknown>;
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name)).sort();
  } catch {
    return [];
  }
}

async function readPlugin(dir: string): Promise<InstalledPlugin | undefined> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    const id = manifest.id;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id)) return undefined;
    return { id, dir, manifest };
  } catch {
    return undefined;
  }
}

/**
 * Finds plugins: each `packages/plugins/<name>/dist` with a plugin.json, then each sub-folder of
 * the extra folders. A later plugin with the same id replaces an earlier one.
 */
export async function findPlugins(firstPartyRoot: string, extraDirs: readonly string[]): Promise<Map<string, InstalledPlugin>> {
  const dirs = (await subfolders(firstPartyRoot)).map((d) => join(d, 'dist'));
  for (const extra of extraDirs) dirs.push(...(await subfolders(extra)));
  const found = new Map<string, InstalledPlugin>();
  for (const dir of dirs) {
    const plugin = await readPlugin(dir);
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
