import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { CheckItemEditPage } from './pages/CheckItemEditPage.js';
import { CheckItemListPage } from './pages/CheckItemListPage.js';

/** The check-items plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'check-items',
  routes: { list: CheckItemListPage, create: CheckItemEditPage, detail: CheckItemEditPage },
  i18n: { en, ja },
});
