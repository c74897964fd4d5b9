import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { AnnouncementPage } from './pages/AnnouncementPage.js';
import { ConfigPage } from './pages/ConfigPage.js';
import { ErrorCodePage } from './pages/ErrorCodePage.js';
import { IamServicePage } from './pages/IamServicePage.js';
import { PluginListPage } from './pages/PluginListPage.js';
import { AzureKeyPage, SkywayKeyPage } from './pages/KeyListPage.js';
import { ServiceCommandPage } from './pages/ServiceCommandPage.js';
import { ServicePackagePage } from './pages/ServicePackagePage.js';
import { SyncHistoryPage } from './pages/SyncHistoryPage.js';
import { SystemTopPage } from './pages/SystemTopPage.js';
import { WebhookPage } from './pages/WebhookPage.js';
import { systemPages } from './resources/systemPages.js';

/** The system plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'system',
  routes: {
    top: SystemTopPage,
    versionList: systemPages.versions.list,
    versionCreate: systemPages.versions.edit,
    versionEdit: systemPages.versions.edit,
    configList: systemPages.configs.list,
    configCreate: ConfigPage,
    configEdit: ConfigPage,
    announcementList: systemPages.announcements.list,
    announcementCreate: AnnouncementPage,
    announcementEdit: AnnouncementPage,
    webhookList: systemPages.webhooks.list,
    webhookCreate: WebhookPage,
    webhookEdit: WebhookPage,
    iamServiceList: systemPages.iamServices.list,
    iamServiceCreate: IamServicePage,
    iamServiceEdit: IamServicePage,
    servicePackageList: systemPages.servicePackages.list,
    servicePackageCreate: ServicePackagePage,
    servicePackageEdit: ServicePackagePage,
    serviceCommandCreate: ServiceCommandPage,
    serviceCommandEdit: ServiceCommandPage,
    errorCodeList: ErrorCodePage,
    pluginList: PluginListPage,
    syncHistoryList: SyncHistoryPage,
    skywayKeyList: SkywayKeyPage,
    azureKeyList: AzureKeyPage,
  },
  i18n: { en, ja },
});
