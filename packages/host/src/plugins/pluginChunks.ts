import type { PluginChunk } from '@fleetdeck/sdk';
import { scopeSharedImports } from '../boot/registerSharedModules.js';
import { expectIntegrity } from './pluginIntegrity.js';

/**
 * Prepares a code-split plugin's files before its entry runs: SystemJS loads each chunk by script
 * tag with the sha384 integrity from plugin.json (the browser refuses other bytes), and each file,
 * the entry included, is served only the shared-module names it imports itself, so a page loaded
 * on demand brings its own parts of Fluent and the SDK instead of the first page loading them all.
 */
export function scopeChunks(pluginId: string, entryUrl: string, chunks: Record<string, PluginChunk>): void {
  const integrity: Record<string, string> = {};
  for (const [file, chunk] of Object.entries(chunks)) {
    const url = new URL(file, entryUrl).href;
    scopeSharedImports(url, `${pluginId}:${file}`, chunk.sharedImports, { pluginId, scope: file });
    integrity[url] = chunk.integrity;
  }
  expectIntegrity(integrity);
}
