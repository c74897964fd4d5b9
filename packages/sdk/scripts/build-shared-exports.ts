// Post-build step of @fleetdeck/sdk: writes dist/shared-exports.json, the names the console
// provides from each shared module, read from the very module instances the console shares.
// Plugin builds check every import from a shared module against it, so a name the console does
// not provide fails the build instead of being undefined at run time.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as SharedModulesModule from '../src/plugin/sharedModules.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distFile = (file: string) => pathToFileURL(path.join(root, 'dist', file)).href;
const { sharedModules } = (await import(distFile('plugin/sharedModules.js'))) as typeof SharedModulesModule;

// Modules the console serves as something other than the package's own entry.
const servedAs: Record<string, string> = {
  'react-router-dom': distFile('plugin/sharedRouter.js'),
  '@fleetdeck/sdk': distFile('index.js'),
};

const names: Record<string, string[]> = {};
for (const id of sharedModules) {
  const namespace = (await import(servedAs[id] ?? id)) as Record<string, unknown>;
  names[id] = Object.keys(namespace).filter((name) => name !== '__esModule').sort();
}
await writeFile(path.join(root, 'dist/shared-exports.json'), `${JSON.stringify(names, null, 1)}\n`);
console.log(`shared exports: ${sharedModules.length} modules listed in dist/shared-exports.json`);
