// Reads an ES module entry's export statements (as ESTree from Vite's parser) and groups the
// exported value names by the module that provides them. Used at build time to split a shared
// namespace (Fluent, the SDK) into parts a plugin can load one by one.

interface Named {
  name?: string;
  value?: unknown;
}

interface Specifier {
  type: string;
  local: Named;
  exported?: Named;
  imported?: Named;
  exportKind?: string;
  importKind?: string;
}

interface Statement {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Specifier[];
  declaration?: unknown;
  exportKind?: string;
  importKind?: string;
}

/** An ESTree program as far as `exportGroups` reads it. */
export interface ProgramLike {
  body: readonly unknown[];
}

/** The exported names that come from one source module (`"."` for the entry's own declarations). */
export interface ExportGroup {
  source: string;
  names: string[];
}

function nameOf(node: Named | undefined): string {
  const value = node?.name ?? node?.value;
  if (typeof value !== 'string') throw new Error('unexpected export specifier');
  return value;
}

/**
 * Groups the value exports of a module by where they come from (or by `groupOf` of that source
 * and the exported name, to merge several sources into one group or cut one source into
 * several). Type-only exports are skipped; `export *` cannot be listed, so it throws (the
 * namespace must then be served whole).
 */
export function exportGroups(
  program: ProgramLike,
  groupOf: (source: string, name: string) => string = (source) => source,
): ExportGroup[] {
  const importedFrom = new Map<string, string>();
  const bySource = new Map<string, string[]>();
  const add = (from: string, name: string) => {
    const source = groupOf(from, name);
    const list = bySource.get(source) ?? [];
    list.push(name);
    bySource.set(source, list);
  };
  const statements = program.body as Statement[];
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.importKind === 'type') continue;
      importedFrom.set(nameOf(specifier.local), String(statement.source?.value));
    }
  }
  for (const statement of statements) {
    if (statement.type === 'ExportAllDeclaration') {
      throw new Error(`export * from "${String(statement.source?.value)}" cannot be split by name`);
    }
    if (statement.type === 'ExportDefaultDeclaration') add('.', 'default');
    if (statement.type !== 'ExportNamedDeclaration' || statement.exportKind === 'type') continue;
    if (statement.declaration) {
      // Declared in the entry itself (rare in a re-exporting entry): one group for all of them.
      const declared = statement.declaration as { declarations?: { id: Named }[]; id?: Named };
      for (const id of declared.declarations?.map((d) => d.id) ?? (declared.id ? [declared.id] : [])) add('.', nameOf(id));
      continue;
    }
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.exportKind === 'type') continue;
      const exported = nameOf(specifier.exported ?? specifier.local);
      const source = statement.source ? String(statement.source.value) : (importedFrom.get(nameOf(specifier.local)) ?? '.');
      add(source, exported);
    }
  }
  return [...bySource].map(([source, names]) => ({ source, names }));
}
