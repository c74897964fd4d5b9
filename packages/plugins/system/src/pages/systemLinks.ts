import type { PolicyRef } from '@fleetdeck/model';

/** One link of the system top page: the route, its title key (in plugin.json's i18n) and the access-policy cell that opens it. */
export interface SystemLink {
  path: string;
  titleKey: string;
  access: PolicyRef;
}

/** The system pages in the order the top page lists them. */
export const systemLinks: readonly SystemLink[] = [
  { path: '/system/webhooks/list', titleKey: 'title.webhookList', access: 'webhooks.list' },
  { path: '/system/iam/service/list', titleKey: 'title.iamServiceList', access: 'iamServices.list' },
  { path: '/system/service-package/list', titleKey: 'title.servicePackageList', access: 'servicePackages.list' },
  { path: '/system/versions/list', titleKey: 'title.versionList', access: 'systemVersions.list' },
  { path: '/system/config/list', titleKey: 'title.configList', access: 'systemConfigs.list' },
  { path: '/system/announcements/list', titleKey: 'title.announcementList', access: 'announcements.list' },
  { path: '/system/error-code/list', titleKey: 'title.errorCodeList', access: 'system.errorCodes' },
  { path: '/system/plugins/list', titleKey: 'title.pluginList', access: 'system.plugins' },
  { path: '/system/sync-history/list/1', titleKey: 'title.syncHistoryList', access: 'system.syncHistory' },
  { path: '/auth/register', titleKey: 'title.registerCustomer', access: 'auth.register' },
  { path: '/auth/init-data', titleKey: 'title.initData', access: 'auth.initData' },
  { path: '/system/skyway/list', titleKey: 'title.skywayKeyList', access: 'apiKeys.list' },
  { path: '/system/azure/list', titleKey: 'title.azureKeyList', access: 'apiKeys.list' },
];
