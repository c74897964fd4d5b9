import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ThresholdEditPage } from './pages/ThresholdEditPage.js';
import { ThresholdListPage } from './pages/ThresholdListPage.js';
import { ThresholdLogPage } from './pages/ThresholdLogPage.js';

/** The thresholds plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'thresholds',
  routes: { list: ThresholdListPage, detail: ThresholdEditPage, log: ThresholdLogPage },
  i18n: { en, ja },
});
