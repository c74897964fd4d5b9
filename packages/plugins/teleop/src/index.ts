import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { BasicPage } from './pages/BasicPage.js';
import { ConsolePage } from './pages/ConsolePage.js';
import { TeleopPage } from './pages/TeleopPage.js';

/** The teleop plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'teleop',
  routes: { teleop: TeleopPage, basic: BasicPage, console: ConsolePage },
  i18n: { en, ja },
});
