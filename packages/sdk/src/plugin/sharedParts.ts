import type { PluginManifest } from './pluginManifest.js';

// Fluent, the SDK and the model are served to plugins in parts (the console's
// vite/sharedSplitPlugin.ts). Which part holds a name used to be looked up in the browser, in a
// map of every name of the module: 18 KiB (brotli) fetched before any plugin could draw. The
// console's build now writes the same map to dist/split-parts.json; the server looks up the names
// each plugin file imports (plugin.json) and answers just those, so the browser fetches the parts
// directly.

/** The file, beside the console's index.html, where its build writes HostSplitParts for the server. */
export const SPLIT_PARTS_FILE = 'split-parts.json';

/** One part of a split module as the console's build writes it: its names, its files, and where each name is. */
export interface HostSplitPart {
  names: string[];
  /** The files to load for the part (paths under the console's base), all at once. */
  files: string[];
  /** For each of `names`, in order: the index in `files` of the module holding it, and its export name there. */
  picks: Array<[number, string]>;
}

/** dist/split-parts.json: every split shared module's parts, written by the console's build. */
export interface HostSplitParts {
  /** The console's entry script (its path under `base`): the browser names it, to get answers for its own build. */
  entry: string;
  /** Where the console's files are served ('/', or '/dev/' for its development build). */
  base: string;
  modules: Record<string, HostSplitPart[]>;
  /**
   * The console's own files a first screen loads beyond its entry's (paths under `base`), which the
   * server names in that page's HTML so the browser fetches them beside the entry: `pluginPage` for
   * any plugin's page (the query client), `shell` for a page in the signed-in chrome (header, side bar).
   */
  firstScreen?: { pluginPage: string[]; shell: string[] };
}

/** What one file of a plugin gets from one split module: the files to load, and where each of its names is. */
export interface ScopedSharedParts {
  /** Indexes in `PluginSharedParts.files`. */
  load: number[];
  names: Record<string, [number, string]>;
}

/**
 * A plugin's shared parts, answered by the console: for its entry (scope '') and each chunk (scope:
 * the chunk's file as plugin.json names it), per split module. A module left out (a name this
 * console's build does not know) is served by the browser from the module's map, as before.
 */
export interface PluginSharedParts {
  /** Absolute paths of the console's files. */
  files: string[];
  scopes: Record<string, Record<string, ScopedSharedParts>>;
}

/** Where each name of a module is: its part, and its place in the part's names. */
const nameIndexes = new WeakMap<HostSplitPart[], Map<string, [number, number]>>();

function nameIndex(parts: HostSplitPart[]): Map<string, [number, number]> {
  let index = nameIndexes.get(parts);
  if (!index) {
    index = new Map();
    for (const [at, part] of parts.entries()) for (const [position, name] of part.names.entries()) index.set(name, [at, position]);
    nameIndexes.set(parts, index);
  }
  return index;
}

/** The parts each file of `manifest` needs from the console's split modules (see PluginSharedParts). */
export function resolveSharedParts(host: HostSplitParts, manifest: Pick<PluginManifest, 'sharedImports' | 'chunks'>): PluginSharedParts {
  const files: string[] = [];
  const fileAt = new Map<string, number>();
  const fileIndex = (file: string): number => {
    const url = `${host.base}${file}`;
    let at = fileAt.get(url);
    if (at === undefined) {
      at = files.push(url) - 1;
      fileAt.set(url, at);
    }
    return at;
  };
  const scopes: PluginSharedParts['scopes'] = {};
  const scopeImports: Array<[string, Record<string, string[]>]> = [['', manifest.sharedImports ?? {}]];
  for (const [file, chunk] of Object.entries(manifest.chunks ?? {})) scopeImports.push([file, chunk.sharedImports]);
  for (const [scope, imports] of scopeImports) {
    const modules: Record<string, ScopedSharedParts> = {};
    for (const [moduleId, wanted] of Object.entries(imports)) {
      const parts = host.modules[moduleId];
      if (!parts || wanted.length === 0) continue;
      const index = nameIndex(parts);
      if (wanted.some((name) => !index.has(name))) continue;
      const load = new Set<number>();
      const names: Record<string, [number, string]> = {};
      for (const name of wanted) {
        const [at, position] = index.get(name)!;
        const part = parts[at]!;
        for (const file of part.files) load.add(fileIndex(file));
        const [source, exported] = part.picks[position]!;
        names[name] = [fileIndex(part.files[source]!), exported];
      }
      modules[moduleId] = { load: [...load], names };
    }
    if (Object.keys(modules).length > 0) scopes[scope] = modules;
  }
  return { files, scopes };
}
