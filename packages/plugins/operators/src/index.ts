import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { OperatorListPage } from './pages/OperatorListPage.js';
import { OperatorPage } from './pages/OperatorPage.js';

/** The operators plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'operators',
  routes: { list: OperatorListPage, create: OperatorPage, detail: OperatorPage },
  i18n: { en, ja },
});
