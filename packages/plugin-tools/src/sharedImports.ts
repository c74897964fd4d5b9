import type { Plugin } from 'rollup';
import { isSharedModule } from '@fleetdeck/sdk/shared-modules';

/** Names a bundle imports from each shared module, as written to dist/plugin.json. */
export type SharedImports = Record<string, string[]>;

/** Collects, over every chunk of one build, the names imported from shared modules. */
export interface SharedImportsCollector {
  plugin: Plugin;
  /** The names per shared module; a module used as a whole namespace is left out. */
  result(): SharedImports;
  /** The same, per output file (path under dist/), for a code-split build's `chunks`. */
  byFile(): Record<string, SharedImports>;
}

interface Usage {
  names: Map<string, Set<string>>;
  whole: Set<string>;
}

function emptyUsage(): Usage {
  return { names: new Map(), whole: new Set() };
}

function toSharedImports({ names, whole }: Usage): SharedImports {
  const out: SharedImports = {};
  for (const id of [...names.keys()].sort()) {
    if (whole.has(id)) continue;
    out[id] = [...(names.get(id) ?? [])].sort();
  }
  return out;
}

/**
 * A Rollup plugin that reads each chunk's `importedBindings` for the shared modules. A namespace
 * import (`* as x`), a re-export of everything or a dynamic import needs the whole module, so
 * such a module is left out of the result and the host serves its full namespace.
 */
export function collectSharedImports(): SharedImportsCollector {
  let all = emptyUsage();
  let files = new Map<string, Usage>();
  const plugin: Plugin = {
    name: 'fleetdeck-shared-imports',
    buildStart() {
      all = emptyUsage();
      files = new Map();
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const own = emptyUsage();
        files.set(output.fileName, own);
        for (const usage of [all, own]) {
          for (const [id, bindings] of Object.entries(output.importedBindings)) {
            if (!isSharedModule(id)) continue;
            if (bindings.includes('*')) usage.whole.add(id);
            const set = usage.names.get(id) ?? new Set<string>();
            for (const name of bindings) set.add(name);
            usage.names.set(id, set);
          }
          for (const id of output.dynamicImports) if (isSharedModule(id)) usage.whole.add(id);
        }
      }
    },
  };
  return {
    plugin,
    result: () => toSharedImports(all),
    byFile: () => Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)).map(([file, usage]) => [file, toSharedImports(usage)])),
  };
}
