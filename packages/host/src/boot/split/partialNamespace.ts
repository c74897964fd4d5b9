/** A shared module split into parts (see vite/sharedSplitPlugin.ts). */
export interface SplitModule {
  /**
   * Each part's loader: a module holding the part's names, or (a part the build inlined, see
   * vite/facadeParts.ts) the values of its names in the order `names` lists them.
   */
  parts: (() => Promise<Record<string, unknown> | unknown[]>)[];
  /** Each part's names, comma-separated. */
  names: string[];
}

/** Where a name is: its part, and its place in the part's list. */
interface Place {
  part: number;
  position: number;
}

const indexes = new WeakMap<SplitModule, Map<string, Place>>();

function partIndex(split: SplitModule): Map<string, Place> {
  let index = indexes.get(split);
  if (!index) {
    index = new Map();
    split.names.forEach((list, part) => {
      list.split(',').forEach((name, position) => {
        if (name) index?.set(name, { part, position });
      });
    });
    indexes.set(split, index);
  }
  return index;
}

/**
 * The namespace holding exactly `wanted` from a split module, loading only the parts that
 * provide them; null when a name is not in any part (the caller then serves the whole module).
 */
export async function partialNamespace(split: SplitModule, wanted: readonly string[]): Promise<Record<string, unknown> | null> {
  const index = partIndex(split);
  const parts = new Set<number>();
  for (const name of wanted) {
    const place = index.get(name);
    if (place === undefined) return null;
    parts.add(place.part);
  }
  const loaded = new Map<number, Record<string, unknown> | unknown[]>();
  await Promise.all(
    [...parts].map(async (part) => {
      const load = split.parts[part];
      if (load) loaded.set(part, await load());
    }),
  );
  const namespace: Record<string, unknown> = {};
  for (const name of wanted) {
    const place = index.get(name);
    const part = place ? loaded.get(place.part) : undefined;
    namespace[name] = Array.isArray(part) ? part[place?.position ?? -1] : part?.[name];
  }
  return namespace;
}
