/** A shared module split into parts (see vite/sharedSplitPlugin.ts). */
export interface SplitModule {
  parts: (() => Promise<Record<string, unknown>>)[];
  names: string[];
}

const indexes = new WeakMap<SplitModule, Map<string, number>>();

function partIndex(split: SplitModule): Map<string, number> {
  let index = indexes.get(split);
  if (!index) {
    index = new Map();
    split.names.forEach((list, part) => {
      for (const name of list.split(',')) if (name) index?.set(name, part);
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
    const part = index.get(name);
    if (part === undefined) return null;
    parts.add(part);
  }
  const loaded = new Map<number, Record<string, unknown>>();
  await Promise.all(
    [...parts].map(async (part) => {
      const load = split.parts[part];
      if (load) loaded.set(part, await load());
    }),
  );
  const namespace: Record<string, unknown> = {};
  for (const name of wanted) namespace[name] = loaded.get(index.get(name) ?? -1)?.[name];
  return namespace;
}
