import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { FlowEditPage } from './pages/FlowEditPage.js';
import { FlowSettingsPage } from './pages/FlowSettingsPage.js';

/** The flows plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'flows',
  routes: { settings: FlowSettingsPage, create: FlowEditPage, detail: FlowEditPage },
  i18n: { en, ja },
});
