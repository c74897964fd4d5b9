import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { BuildingCreatePage } from './pages/BuildingCreatePage.js';
import { BuildingDetailPage } from './pages/BuildingDetailPage.js';
import { BuildingListPage } from './pages/BuildingListPage.js';
import { FloorPage } from './pages/FloorPage.js';
import { FlowGroupPage, RobotGroupPage } from './pages/GroupPage.js';

/** The buildings plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'buildings',
  routes: {
    list: BuildingListPage,
    create: BuildingCreatePage,
    detail: BuildingDetailPage,
    floorCreate: FloorPage,
    floorEdit: FloorPage,
    flowGroupCreate: FlowGroupPage,
    flowGroupEdit: FlowGroupPage,
    robotGroupCreate: RobotGroupPage,
    robotGroupEdit: RobotGroupPage,
  },
  i18n: { en, ja },
});
