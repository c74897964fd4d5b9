import { definePlugin, lazyPage } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ArchiveListPage } from './pages/ArchiveListPage.js';

// The list is the side bar's entry; the day and the player load when opened.
const RobotDayPage = lazyPage(() => import('./pages/RobotDayPage.js').then((m) => m.RobotDayPage));
const BuildingDayPage = lazyPage(() => import('./pages/BuildingDayPage.js').then((m) => m.BuildingDayPage));
const PlayerPage = lazyPage(() => import('./pages/PlayerPage.js').then((m) => m.PlayerPage));

/** The archive plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'archive',
  routes: { list: ArchiveListPage, robotDay: RobotDayPage, cloud: BuildingDayPage, player: PlayerPage },
  i18n: { en, ja },
});
