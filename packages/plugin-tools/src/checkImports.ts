import path from 'node:path';
import type { Plugin } from 'rollup';
import { isProvidedModule, isSharedModule } from '@fleetdeck/sdk/shared-modules';
import { missingNames, notInstalled, notShared, unprovidedNames } from './importProblems.js';
import { PluginToolError } from './readManifest.js';
import type { SharedExports } from './sharedExports.js';

/** A specifier Node would look up in node_modules (not relative, absolute, virtual or a URL). */
function isBare(specifier: string): boolean {
  return /^[@\w]/.test(specifier) && !specifier.includes(':') && !path.isAbsolute(specifier);
}

interface ImportNode {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string; value?: unknown }; local?: { name?: string } }[];
}

/** The names one module imports (or re-exports) from each source, `*` for a whole namespace. */
function importedNames(body: readonly ImportNode[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const node of body) {
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
    const source = node.source?.value;
    if (typeof source !== 'string') continue;
    const list = names.get(source) ?? [];
    for (const spec of node.specifiers ?? []) {
      if (spec.type === 'ImportDefaultSpecifier') list.push('default');
      else if (spec.type === 'ImportNamespaceSpecifier') list.push('*');
      else if (spec.type === 'ImportSpecifier') list.push(String(spec.imported?.name ?? spec.imported?.value));
      // `export { a as b } from 'x'` takes `a` from x.
      else if (spec.type === 'ExportSpecifier') list.push(String(spec.local?.name));
    }
    names.set(source, list);
  }
  return names;
}

/**
 * Refuses, with one message per import, what would fail only in the browser: a package that is
 * neither installed nor shared (Rollup would keep it external with a warning), a subpath of a
 * shared package (`react-dom/client`: the console has no instance to serve), and a name the
 * console's instance of a shared module does not export (it would be undefined at run time).
 * Runs first so it sees every specifier before node-resolve bundles a shared package's subpath.
 */
export function checkImports(rootDir: string, shared: SharedExports): Plugin {
  let problems: string[] = [];
  const relative = (id: string) => path.relative(rootDir, id).split(path.sep).join('/');
  return {
    name: 'fleetdeck-check-imports',
    buildStart() {
      problems = [];
    },
    async resolveId(source, importer, options) {
      if (!importer || isProvidedModule(source) || !isBare(source)) return null;
      if (isSharedModule(source)) {
        problems.push(notShared(relative(importer), source));
        return { id: source, external: true };
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external) return resolved;
      problems.push(notInstalled(relative(importer), source));
      return { id: source, external: true };
    },
    moduleParsed(info) {
      if (!info.ast || info.id.startsWith('\0')) return;
      for (const [source, names] of importedNames(info.ast.body as readonly ImportNode[])) {
        if (!isProvidedModule(source)) continue;
        const missing = unprovidedNames(shared, source, names);
        if (missing.length > 0) problems.push(missingNames(relative(info.id), source, missing, shared[source] ?? []));
      }
    },
    buildEnd() {
      if (problems.length > 0) throw new PluginToolError([...new Set(problems)]);
    },
  };
}
