import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { CommandEditPage } from './pages/CommandEditPage.js';
import { CommandListPage, CommandListReadOnlyPage } from './pages/CommandListPages.js';
import { CommandUsagePage } from './pages/CommandUsagePage.js';
import { MappingEditPage, MappingListPage } from './pages/MappingPages.js';

/** The command lists plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'commands',
  routes: {
    readOnly: CommandListReadOnlyPage,
    list: CommandListPage,
    create: CommandEditPage,
    detail: CommandEditPage,
    usage: CommandUsagePage,
    mappingList: MappingListPage,
    mappingCreate: MappingEditPage,
    mappingDetail: MappingEditPage,
  },
  i18n: { en, ja },
});
