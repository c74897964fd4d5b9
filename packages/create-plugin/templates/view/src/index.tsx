import { addPluginTranslations, PluginProvider } from '@fleetdeck/sdk';
import { %%pageName%% } from './%%pageName%%.js';
import { en, ja } from './i18n.js';

// The console mounts a custom view by the export named in custom-view.json ("component"). The
// view brings its own strings: loaded once into the namespace "%%id%%", which useT() reads inside
// the provider below.
addPluginTranslations('%%id%%', { ja, en });

/** The custom view: the page, in this project's i18n namespace. */
export function %%componentName%%() {
  return (
    <PluginProvider id="%%id%%">
      <%%pageName%% />
    </PluginProvider>
  );
}
