import { addPluginTranslations, sdkRangeSatisfied, SDK_VERSION, type PluginDefinition, type PluginManifest } from '@fleetdeck/sdk';
import { scopeChunks } from './pluginChunks.js';
import { pluginLoadTimeoutMs, withTimeout } from './loadTimeout.js';
import { PluginLoadError } from './PluginLoadError.js';
import { scopeSharedImports, warmSplitModules } from '../boot/registerSharedModules.js';
import { forgetSharedParts, requestSharedParts } from '../boot/split/resolvedParts.js';
import { absoluteUrl, systemImport } from './systemImport.js';
import { expectIntegrity } from './pluginIntegrity.js';
import { refusedForIntegrity } from './integrityRefusal.js';
import { trackLoad } from './loadActivity.js';
import { describeLoadFailure } from './loadFailureDetails.js';

const cache = new Map<string, Promise<PluginDefinition>>();
const failed = new Set<string>();

async function importAndCheck(manifest: PluginManifest, fresh: boolean): Promise<PluginDefinition> {
  if (fresh) forgetSharedParts(manifest.id);
  // Which parts of Fluent, the SDK and the model the plugin's files need, asked while its SDK range
  // is checked and its entry fetched; without an answer, the split modules' maps are fetched instead.
  if (manifest.sharedImports || manifest.chunks) {
    const warm = manifest.sharedImports;
    void requestSharedParts(manifest.id).then((answer) => {
      if (!answer && warm) warmSplitModules(warm);
    });
  }
  if (!(await sdkRangeSatisfied(manifest.sdk))) {
    throw new PluginLoadError('sdkMismatch', { id: manifest.id, range: manifest.sdk, version: SDK_VERSION });
  }
  const url = absoluteUrl(manifest.entry);
  // The browser checks the entry's bytes against plugin.json's integrity (Subresource Integrity).
  if (manifest.integrity) expectIntegrity({ [url]: manifest.integrity });
  if (manifest.sharedImports) scopeSharedImports(new URL('.', url).href, manifest.id, manifest.sharedImports, { pluginId: manifest.id, scope: '' });
  if (manifest.chunks) scopeChunks(manifest.id, url, manifest.chunks);
  for (const href of manifest.css ?? []) addStylesheet(href);
  let module: { default?: PluginDefinition };
  try {
    module = await systemImport<{ default?: PluginDefinition }>(url, fresh);
  } catch (cause) {
    if (manifest.integrity && (await refusedForIntegrity(url, manifest.integrity))) {
      throw new PluginLoadError('integrity', { id: manifest.id }, cause, { url, message: `integrity ${manifest.integrity}` });
    }
    throw new PluginLoadError('loadFailed', { id: manifest.id }, cause, await describeLoadFailure(url, cause));
  }
  const definition = module.default;
  if (!definition || typeof definition.routes !== 'object') {
    throw new PluginLoadError('loadFailed', { id: manifest.id }, new Error('the bundle has no definePlugin default export'));
  }
  if (definition.i18n) addPluginTranslations(manifest.id, definition.i18n);
  return definition;
}

function addStylesheet(href: string): void {
  if (document.querySelector(`link[data-plugin-css="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.pluginCss = href;
  document.head.appendChild(link);
}

/**
 * Loads a plugin's bundle once by script element (SDK range, the browser's integrity check and the
 * 120 s time-out) and loads its strings into its namespace. The same promise is returned until `forgetPlugin`.
 */
export function loadPlugin(manifest: PluginManifest): Promise<PluginDefinition> {
  let pending = cache.get(manifest.id);
  if (!pending) {
    const timeoutMs = pluginLoadTimeoutMs();
    pending = trackLoad(
      withTimeout(importAndCheck(manifest, failed.has(manifest.id)), timeoutMs, () =>
        new PluginLoadError('timeout', { id: manifest.id, seconds: Math.round(timeoutMs / 100) / 10 }, undefined, { url: absoluteUrl(manifest.entry) }),
      ),
    );
    pending.catch(() => failed.add(manifest.id));
    cache.set(manifest.id, pending);
  }
  return pending;
}

/** Drops a failed load so the next render (Retry) loads the plugin afresh. */
export function forgetPlugin(id: string): void {
  cache.delete(id);
}
