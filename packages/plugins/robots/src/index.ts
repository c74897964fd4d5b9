import { lazy } from 'react';
import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { RobotControlPage } from './control/RobotControlPage.js';

// Robot control is the operators' home and stays in the entry; the other pages load on demand,
// so its first load does not carry the SDK's resource screens and the Fluent parts they use.
const RobotActivityPage = lazy(() => import('./activity/RobotActivityPage.js').then((m) => ({ default: m.RobotActivityPage })));
const RobotCreatePage = lazy(() => import('./admin/RobotCreatePage.js').then((m) => ({ default: m.RobotCreatePage })));
const RobotDetailPage = lazy(() => import('./admin/RobotDetailPage.js').then((m) => ({ default: m.RobotDetailPage })));
const RobotListPage = lazy(() => import('./admin/RobotListPage.js').then((m) => ({ default: m.RobotListPage })));
const RobotSettingHistoryPage = lazy(() =>
  import('./admin/RobotSettingHistoryPage.js').then((m) => ({ default: m.RobotSettingHistoryPage })),
);

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
