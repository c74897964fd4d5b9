import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { NetworkEditPage, NetworkListPage } from './pages/NetworkPages.js';
import { PoseEditPage, PoseListPage } from './pages/PosePages.js';

/** The poses plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'poses',
  routes: {
    poseList: PoseListPage, poseCreate: PoseEditPage, poseDetail: PoseEditPage,
    networkList: NetworkListPage, networkCreate: NetworkEditPage, networkDetail: NetworkEditPage,
  },
  i18n: { en, ja },
});
