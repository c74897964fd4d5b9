import type { Plugin } from 'rollup';
import { isSharedModule } from '@fleetdeck/sdk/shared-modules';

/** Names a bundle imports from each shared module, as written to dist/plugin.json. */
export type SharedImports = Record<string, string[]>;

/** Collects, over every chunk of one build, the names imported from shared modules. */
export interface SharedImportsCollector {
  plugin: Plugin;
  /** The names per shared module; a module used as a whole namespace is left out. */
  result(): SharedImports;
}

/**
 * A Rollup plugin that reads each chunk's `importedBindings` for the shared modules. A namespace
 * import (`* as x`), a re-export of everything or a dynamic import needs the whole module, so
 * such a module is left out of the result and the host serves its full namespace.
 */
export function collectSharedImports(): SharedImportsCollector {
  let names = new Map<string, Set<string>>();
  let whole = new Set<string>();
  const plugin: Plugin = {
    name: 'fleetdeck-shared-imports',
    buildStart() {
      names = new Map();
      whole = new Set();
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, bindings] of Object.entries(output.importedBindings)) {
          if (!isSharedModule(id)) continue;
          if (bindings.includes('*')) whole.add(id);
          const set = names.get(id) ?? new Set<string>();
          for (const name of bindings) set.add(name);
          names.set(id, set);
        }
        for (const id of output.dynamicImports) if (isSharedModule(id)) whole.add(id);
      }
    },
  };
  return {
    plugin,
    result() {
      const out: SharedImports = {};
      for (const id of [...names.keys()].sort()) {
        if (whole.has(id)) continue;
        out[id] = [...(names.get(id) ?? [])].sort();
      }
      return out;
    },
  };
}
