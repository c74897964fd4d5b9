import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { AnnouncementPage } from './pages/AnnouncementPage.js';
import { ConfigPage } from './pages/ConfigPage.js';
import { ErrorCodePage } from './pages/ErrorCodePage.js';
import { IamServicePage } from './pages/IamServicePage.js';
import { AzureKeyPage, SkywayKeyPage } from './pages/KeyListPage.js';
import {
  AnnouncementListPage, ConfigListPage, IamServiceListPage, ServicePackageListPage, VersionListPage, WebhookListPage,
} from './pages/ListPages.js';
import { ServiceCommandPage } from './pages/ServiceCommandPage.js';
import { ServicePackagePage } from './pages/ServicePackagePage.js';
import { SyncHistoryPage } from './pages/SyncHistoryPage.js';
import { SystemTopPage } from './pages/SystemTopPage.js';
import { VersionPage } from './pages/VersionPage.js';
import { WebhookPage } from './pages/WebhookPage.js';

/** The system plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'system',
  routes: {
    top: SystemTopPage,
    versionList: VersionListPage,
    versionCreate: VersionPage,
    versionEdit: VersionPage,
    configList: ConfigListPage,
    configCreate: ConfigPage,
    configEdit: ConfigPage,
    announcementList: AnnouncementListPage,
    announcementCreate: AnnouncementPage,
    announcementEdit: AnnouncementPage,
    webhookList: WebhookListPage,
    webhookCreate: WebhookPage,
    webhookEdit: WebhookPage,
    iamServiceList: IamServiceListPage,
    iamServiceCreate: IamServicePage,
    iamServiceEdit: IamServicePage,
    servicePackageList: ServicePackageListPage,
    servicePackageCreate: ServicePackagePage,
    servicePackageEdit: ServicePackagePage,
    serviceCommandCreate: ServiceCommandPage,
    serviceCommandEdit: ServiceCommandPage,
    errorCodeList: ErrorCodePage,
    syncHistoryList: SyncHistoryPage,
    skywayKeyList: SkywayKeyPage,
    azureKeyList: AzureKeyPage,
  },
  i18n: { en, ja },
});
