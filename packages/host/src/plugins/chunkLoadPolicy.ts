import { setChunkLoadPolicy } from '@fleetdeck/sdk';
import { trackLoad } from './loadActivity.js';
import { PluginLoadError } from './PluginLoadError.js';
import { pluginLoadTimeoutMs, withTimeout } from './loadTimeout.js';

/**
 * Spec §1: every chunk loaded on demand has the 120 s time-out, not only plugin entries: pages a
 * plugin splits off (`lazyPage`) and the shell's own lazy parts, and each shows on the progress bar.
 */
export function installChunkLoadPolicy(): void {
  setChunkLoadPolicy((load, pluginId) => {
    const ms = pluginLoadTimeoutMs();
    const id = pluginId ?? 'shell';
    return trackLoad(withTimeout(load, ms, () => new PluginLoadError('timeout', { id, seconds: Math.round(ms / 100) / 10 })));
  });
}
