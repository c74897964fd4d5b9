import { scopeSharedImports } from '../boot/registerSharedModules.js';
import { scopeChunks } from '../plugins/pluginChunks.js';
import { absoluteUrl } from '../plugins/systemImport.js';
import type { DevOverrides } from './devManifest.js';

/**
 * Before a hot update imports a rebuilt plugin file: each file is served the shared-module names the
 * new build says it imports (an edit may use a Fluent component the old build did not).
 */
export function rescopeDevPlugins(next: DevOverrides): void {
  for (const manifest of next.plugins) {
    const url = absoluteUrl(manifest.entry);
    if (manifest.sharedImports) scopeSharedImports(new URL('.', url).href, manifest.id, manifest.sharedImports);
    if (manifest.chunks) scopeChunks(manifest.id, url, manifest.chunks);
  }
}
