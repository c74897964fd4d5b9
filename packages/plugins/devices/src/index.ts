import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { DeviceDataPage } from './pages/DeviceDataPage.js';
import { DeviceEditPage } from './pages/DeviceEditPage.js';
import { DeviceListPage } from './pages/DeviceListPage.js';

/** The IoT devices plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'devices',
  routes: { list: DeviceListPage, create: DeviceEditPage, detail: DeviceEditPage, data: DeviceDataPage },
  i18n: { en, ja },
});
