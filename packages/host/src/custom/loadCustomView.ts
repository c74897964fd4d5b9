import type { ComponentType } from 'react';
import { sdkRangeSatisfied, SDK_VERSION } from '@fleetdeck/sdk';
import { PluginLoadError } from '../plugins/PluginLoadError.js';
import { pluginLoadTimeoutMs, withTimeout } from '../plugins/loadTimeout.js';
import { absoluteUrl, systemImport } from '../plugins/systemImport.js';
import { trackLoad } from '../plugins/loadActivity.js';
import { describeLoadFailure } from '../plugins/loadFailureDetails.js';
import type { CustomView } from './customManifest.js';

const cache = new Map<string, Promise<ComponentType>>();
const failed = new Set<string>();

/**
 * Adds the stylesheet the manifest declares (`styleUrl`); a view without one asks for none, rather
 * than a guessed `.css` next to its script that most views do not have (a 404 on every load).
 */
function addStylesheet(view: CustomView): void {
  const href = view.styleUrl;
  if (href === undefined || document.querySelector(`link[data-custom-view="${CSS.escape(view.id)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.customView = view.id;
  // Spec §8: custom stylesheet failures are ignored.
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}

async function importComponent(view: CustomView, fresh: boolean): Promise<ComponentType> {
  // As for plugins: a view built for another SDK is refused before any of its files load.
  if (view.sdk !== undefined && !(await sdkRangeSatisfied(view.sdk))) {
    throw new PluginLoadError('sdkMismatch', { id: view.id, range: view.sdk, version: SDK_VERSION });
  }
  addStylesheet(view);
  let module: Record<string, unknown>;
  try {
    module = await systemImport<Record<string, unknown>>(view.scriptUrl, fresh);
  } catch (cause) {
    console.error(`[fleetdeck] custom view ${view.id}: ${view.scriptUrl} failed to load`, cause);
    throw new PluginLoadError('loadFailed', { id: view.id }, cause, await describeLoadFailure(absoluteUrl(view.scriptUrl), cause));
  }
  const component = module[view.component];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new PluginLoadError('missingComponent', { id: view.id, component: view.component });
  }
  return component as ComponentType;
}

/** Loads a custom view's module (with its stylesheet) and returns its named component export. */
export function loadCustomView(view: CustomView): Promise<ComponentType> {
  let pending = cache.get(view.id);
  if (!pending) {
    const ms = pluginLoadTimeoutMs();
    pending = trackLoad(
      withTimeout(importComponent(view, failed.has(view.id)), ms, () =>
        new PluginLoadError('timeout', { id: view.id, seconds: Math.round(ms / 100) / 10 }, undefined, { url: absoluteUrl(view.scriptUrl) }),
      ),
    );
    pending.catch(() => failed.add(view.id));
    cache.set(view.id, pending);
  }
  return pending;
}

/** Drops a failed load so Retry loads the view afresh. */
export function forgetCustomView(id: string): void {
  cache.delete(id);
}
