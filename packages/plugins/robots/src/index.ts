import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { RobotActivityPage } from './activity/RobotActivityPage.js';
import { RobotCreatePage } from './admin/RobotCreatePage.js';
import { RobotDetailPage } from './admin/RobotDetailPage.js';
import { RobotListPage } from './admin/RobotListPage.js';
import { RobotSettingHistoryPage } from './admin/RobotSettingHistoryPage.js';
import { RobotControlPage } from './control/RobotControlPage.js';

/** The robots plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'robots',
  routes: {
    control: RobotControlPage,
    activity: RobotActivityPage,
    list: RobotListPage,
    create: RobotCreatePage,
    detail: RobotDetailPage,
    settingHistory: RobotSettingHistoryPage,
  },
  i18n: { en, ja },
});
