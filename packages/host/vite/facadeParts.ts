// A split module's part is a facade chunk: it only imports names from the chunks that hold the
// code and exports them under their real names. Each cost a request of its own (24 on the login
// page, most under 200 bytes) and a step in the request chain. Here, after the bundle is written,
// each facade's import in its map chunk becomes a direct import of the chunks it names, and the
// facade chunk is dropped.

interface Named {
  name?: string;
  value?: unknown;
}

interface Specifier {
  type: string;
  local?: Named;
  exported?: Named;
  imported?: Named;
}

interface Statement {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Specifier[];
  declaration?: unknown;
}

/** An ESTree program as far as this file reads it. */
export interface FacadeProgram {
  body: readonly unknown[];
}

/** What a facade chunk provides: the chunks it loads and, for each name, which of them and what it is called there. */
export interface Facade {
  sources: string[];
  names: Array<{ name: string; source: number; imported: string }>;
}

const nameOf = (named: Named | undefined): string | undefined => (typeof named?.name === 'string' ? named.name : typeof named?.value === 'string' ? named.value : undefined);

/**
 * Reads a chunk that holds nothing but imports and re-exports; undefined when it holds anything
 * else (code of its own, `export *`, a namespace import), which then stays a chunk.
 */
export function readFacade(program: FacadeProgram): Facade | undefined {
  const sources: string[] = [];
  const locals = new Map<string, { source: number; imported: string }>();
  const names: Facade['names'] = [];
  const sourceIndex = (value: unknown): number | undefined => {
    if (typeof value !== 'string') return undefined;
    const at = sources.indexOf(value);
    return at >= 0 ? at : sources.push(value) - 1;
  };
  for (const node of program.body as Statement[]) {
    if (node.type === 'ImportDeclaration') {
      const source = sourceIndex(node.source?.value);
      if (source === undefined) return undefined;
      for (const specifier of node.specifiers ?? []) {
        const local = nameOf(specifier.local);
        const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
        if (specifier.type === 'ImportNamespaceSpecifier' || !local || !imported) return undefined;
        locals.set(local, { source, imported });
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const from = node.source ? sourceIndex(node.source.value) : undefined;
      if (node.source && from === undefined) return undefined;
      for (const specifier of node.specifiers ?? []) {
        const exported = nameOf(specifier.exported);
        const local = nameOf(specifier.local);
        if (!exported || !local) return undefined;
        const binding = from !== undefined ? { source: from, imported: local } : locals.get(local);
        if (!binding) return undefined;
        names.push({ name: exported, ...binding });
      }
    } else {
      return undefined;
    }
  }
  return { sources, names };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Where each of `order`'s names is, in that order: the index of its source in `facade.sources` and
 * its name there. Undefined when the facade does not provide exactly those names.
 */
export function facadePicks(facade: Facade, order: readonly string[]): Array<[number, string]> | undefined {
  const byName = new Map(facade.names.map((entry) => [entry.name, entry]));
  if (byName.size !== order.length || order.some((name) => !byName.has(name))) return undefined;
  return order.map((name) => {
    const { source, imported } = byName.get(name)!;
    return [source, imported];
  });
}

/**
 * The values of `order`'s names, in that order, as an expression over `m`, the facade's sources
 * loaded in the order of `facade.sources` (the part's names are already listed in its map chunk,
 * so they are not written twice; see partialNamespace). Undefined when the facade does not provide
 * exactly those names.
 */
export function facadeValues(facade: Facade, order: readonly string[]): string | undefined {
  const picks = facadePicks(facade, order);
  if (!picks) return undefined;
  const values = picks.map(([source, imported]) => (IDENTIFIER.test(imported) ? `m[${source}].${imported}` : `m[${source}][${JSON.stringify(imported)}]`));
  return `[${values.join(',')}]`;
}
