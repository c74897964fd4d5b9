import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { AsillaEditPage } from './pages/AsillaEditPage.js';
import { AsillaListPage } from './pages/AsillaListPage.js';

/** The asilla plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'asilla',
  routes: { list: AsillaListPage, detail: AsillaEditPage },
  i18n: { en, ja },
});
