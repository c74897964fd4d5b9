import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addPluginTranslations, initI18n, overrideTexts, refreshSession, setBranding, type TranslationTree } from '@fleetdeck/sdk';
import { App } from './app/App.js';
import { installHttpErrorHandling } from './app/httpErrorHandling.js';
import { loadCustomManifest } from './custom/loadCustomManifest.js';
import { applyDevPlugins } from './dev-plugins/applyDevPlugins.js';
import { registerSharedModules } from './boot/registerSharedModules.js';
import { installChunkLoadPolicy } from './plugins/chunkLoadPolicy.js';
import { loadPluginIndex } from './plugins/pluginIndex.js';
// A stylesheet file rather than a <style> in index.html: the page holds no inline code at all.
import './boot/page.css';

// Spec §1: the browser's context menu is disabled everywhere in the console.
document.addEventListener('contextmenu', (event) => event.preventDefault());

async function boot(): Promise<void> {
  registerSharedModules();
  installChunkLoadPolicy();
  installHttpErrorHandling();
  const [, installedCustom, installedPlugins, session] = await Promise.all([initI18n(), loadCustomManifest(), loadPluginIndex(), refreshSession()]);
  // Development manifest override (create-plugin's `npm run dev`): local/dev consoles or system admins only.
  const { custom, plugins } = await applyDevPlugins({ custom: installedCustom, plugins: installedPlugins }, session);
  // Side-bar labels and titles from plugin.json, so the menu is named before any plugin loads.
  for (const plugin of plugins) {
    if (plugin.i18n) addPluginTranslations(plugin.id, plugin.i18n as { ja?: TranslationTree; en?: TranslationTree });
  }
  setBranding(custom.branding);
  overrideTexts('common', custom.branding.texts);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // drawing the whole shell in one task (measured on robot/control at 4x CPU slowdown: one
  // 250 ms task before; the router's own navigations are transitions already).
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App data={{ plugins, custom }} />
      </StrictMode>,
    );
  });
}

void boot();
