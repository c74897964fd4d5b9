import { sharedModules } from '@fleetdeck/sdk/shared-modules';
import type { SharedExports } from './sharedExports.js';

/** Beyond this many names, a message gives the count instead of the list (Fluent has over a thousand). */
const LISTED_NAMES = 40;

const sharedList = sharedModules.join(', ');

/** An import of a package that is neither installed nor shared by the console. */
export function notInstalled(file: string, specifier: string): string {
  return `${file} imports "${specifier}", which is not installed and not shared by the console: install it (npm install ${packageName(specifier)}) to bundle it, or import only what the console shares: ${sharedList}`;
}

/** An import of a subpath of a shared package, which the console does not provide. */
export function notShared(file: string, specifier: string): string {
  return `${file} imports "${specifier}", which the console does not share (it shares ${sharedList}; not their subpaths)`;
}

/** Imports of names the console's instance of a shared module does not export. */
export function missingNames(file: string, specifier: string, missing: readonly string[], provided: readonly string[]): string {
  const what = provided.length <= LISTED_NAMES ? `it provides: ${provided.join(', ')}` : `it provides ${provided.length} names, listed in @fleetdeck/sdk/dist/shared-exports.json`;
  return `${file} imports { ${missing.join(', ')} } from "${specifier}", which the console's ${specifier} does not export (${what})`;
}

/** The names of `imported` the console does not provide from `specifier`; none when it is unknown. */
export function unprovidedNames(shared: SharedExports, specifier: string, imported: Iterable<string>): string[] {
  const provided = shared[specifier];
  if (!provided) return [];
  const known = new Set(provided);
  return [...new Set(imported)].filter((name) => name !== '*' && !known.has(name)).sort();
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
