import type { AccessLevel } from '@fleetdeck/sdk';

/** One link of the system top page: the route, its title key (in plugin.json's i18n) and who may open it. */
export interface SystemLink {
  path: string;
  titleKey: string;
  access: AccessLevel;
}

/** The system pages in the order the top page lists them (§2 access levels). */
export const systemLinks: readonly SystemLink[] = [
  { path: '/system/webhooks/list', titleKey: 'title.webhookList', access: 'admin' },
  { path: '/system/iam/service/list', titleKey: 'title.iamServiceList', access: 'admin' },
  { path: '/system/service-package/list', titleKey: 'title.servicePackageList', access: 'admin' },
  { path: '/system/versions/list', titleKey: 'title.versionList', access: 'systemAdmin' },
  { path: '/system/config/list', titleKey: 'title.configList', access: 'systemAdmin' },
  { path: '/system/announcements/list', titleKey: 'title.announcementList', access: 'systemAdmin' },
  { path: '/system/error-code/list', titleKey: 'title.errorCodeList', access: 'systemAdmin' },
  { path: '/system/sync-history/list/1', titleKey: 'title.syncHistoryList', access: 'systemAdmin' },
  { path: '/system/skyway/list', titleKey: 'title.skywayKeyList', access: 'systemAdmin' },
  { path: '/system/azure/list', titleKey: 'title.azureKeyList', access: 'systemAdmin' },
];
