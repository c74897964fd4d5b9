import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { ChildOrgAndTagPage } from './pages/ChildOrgAndTagPage.js';
import { NotificationTargetPage } from './pages/NotificationTargetPage.js';
import { OrganizationCreatePage } from './pages/OrganizationCreatePage.js';
import { OrganizationDetailPage } from './pages/OrganizationDetailPage.js';
import { OrganizationListPage } from './pages/OrganizationListPage.js';

/** The organizations plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'organizations',
  routes: {
    list: OrganizationListPage,
    create: OrganizationCreatePage,
    detail: OrganizationDetailPage,
    childOrgAndTag: ChildOrgAndTagPage,
    notifTargetCreate: NotificationTargetPage,
    notifTargetEdit: NotificationTargetPage,
  },
  i18n: { en, ja },
});
