import {
  Announcement, IamService, ServiceCommand, ServicePackage, SystemConfig, SystemVersion, Webhook,
} from '@fleetdeck/model';
import { defineEntityResource, formatDateTime, type ResourceColumn } from '@fleetdeck/sdk';

const yesNo = (name: string): ResourceColumn['render'] => (row, t) => t(row[name] ? 'common.yes' : 'common.no');

/** System versions (§4 status and release level), newest first. */
export const versionResource = defineEntityResource(SystemVersion, {
  labels: { list: 'title.versionList', create: 'title.versionCreate', edit: 'title.versionEdit' },
  routes: { list: '/system/versions/list', create: '/system/versions/create', edit: '/system/versions/:id' },
  extraColumns: [{ id: 'createdAt', labelKey: 'field.createdAt', render: (row) => formatDateTime(row.createdAt) }],
});

/** Key/value configuration entries. */
export const configResource = defineEntityResource(SystemConfig, {
  labels: { list: 'title.configList', create: 'title.configCreate', edit: 'title.configEdit' },
  routes: { list: '/system/config/list', create: '/system/config/create', edit: '/system/config/:id' },
});

/** Announcements in both languages; the English title leads the list. */
export const announcementResource = defineEntityResource(Announcement, {
  labels: { list: 'title.announcementList', create: 'title.announcementCreate', edit: 'title.announcementEdit' },
  routes: { list: '/system/announcements/list', create: '/system/announcements/create', edit: '/system/announcements/:id' },
  leadingColumns: ['titleEn'],
  render: { publishFrom: (row) => formatDateTime(row.publishFrom), publishTo: (row) => formatDateTime(row.publishTo) },
});

/** Webhooks of the organizations the user manages; the organization column is last, to pick. */
export const webhookResource = defineEntityResource(Webhook, {
  labels: { list: 'title.webhookList', create: 'title.webhookCreate', edit: 'title.webhookEdit' },
  routes: { list: '/system/webhooks/list', create: '/system/webhooks/create', edit: '/system/webhooks/:id' },
  leadingColumns: ['name', 'type', 'authType', 'status', 'url'],
});

/** IAM services (API clients) of the organizations the user manages; the organization column is last, to pick. */
export const iamServiceResource = defineEntityResource(IamService, {
  labels: { list: 'title.iamServiceList', create: 'title.iamServiceCreate', edit: 'title.iamServiceEdit' },
  routes: { list: '/system/iam/service/list', create: '/system/iam/service/create', edit: '/system/iam/service/:id' },
  leadingColumns: ['name', 'clientId', 'scopes', 'enabled'],
  render: { scopes: (row) => (Array.isArray(row.scopes) ? row.scopes.join(', ') : ''), enabled: yesNo('enabled') },
});

/** Service packages. */
export const servicePackageResource = defineEntityResource(ServicePackage, {
  labels: { list: 'title.servicePackageList', create: 'title.servicePackageCreate', edit: 'title.servicePackageEdit' },
  routes: { list: '/system/service-package/list', create: '/system/service-package/create', edit: '/system/service-package/:id' },
  render: { enabled: yesNo('enabled') },
});

/** Commands of one service package, by bundle (listed on the package's page). */
export const serviceCommandResource = defineEntityResource(ServiceCommand, {
  labels: { list: 'title.servicePackageEdit', create: 'title.serviceCommandCreate', edit: 'title.serviceCommandEdit' },
  routes: { list: '/system/service-package/:packageId', create: '/system/service-command/create/:packageId/:bundleId', edit: '/system/service-command/:packageId/:id' },
});
