import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isProvidedModule, isSharedModule } from '@fleetdeck/sdk/shared-modules';
import type { PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { missingNames, notInstalled, notShared, unprovidedNames } from './importProblems.js';
import type { SharedExports } from './sharedExports.js';

/** The dependencies a System.register module declares first: `System.register(["react", ...], ...)`. */
function registeredDependencies(code: string): string[] {
  const list = /^System\.register\((\[[^\]]*\])/.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * The problems of a built plugin in `<dir>/dist` the build itself refuses: a bundle that imports
 * a module the console does not provide, or a name its shared module does not export (from each
 * file's `sharedImports` in dist/plugin.json). None when nothing is built yet.
 */
export async function builtBundleProblems(dir: string, shared: SharedExports): Promise<string[]> {
  const manifestFile = path.join(dir, 'dist', 'plugin.json');
  if (!existsSync(manifestFile)) return [];
  const built = JSON.parse(await readFile(manifestFile, 'utf8')) as PluginManifest;
  const files: Record<string, Record<string, string[]>> = built.chunks
    ? Object.fromEntries(Object.entries(built.chunks).map(([file, chunk]) => [file, chunk.sharedImports]))
    : { [built.entry]: built.sharedImports ?? {} };
  const problems: string[] = [];
  for (const [file, imports] of Object.entries(files)) {
    const shown = `dist/${file}`;
    const code = await readFile(path.join(dir, 'dist', file), 'utf8').catch(() => '');
    for (const dependency of registeredDependencies(code)) {
      if (dependency.startsWith('.') || isProvidedModule(dependency)) continue;
      problems.push(isSharedModule(dependency) ? notShared(shown, dependency) : notInstalled(shown, dependency));
    }
    for (const [specifier, names] of Object.entries(imports)) {
      const missing = unprovidedNames(shared, specifier, names);
      if (missing.length > 0) problems.push(missingNames(shown, specifier, missing, shared[specifier] ?? []));
    }
  }
  return problems;
}
