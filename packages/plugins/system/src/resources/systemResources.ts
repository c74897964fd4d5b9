import {
  AnnouncementCreate, AnnouncementRecord, AnnouncementUpdate, ApiKeyCreate, ApiKeyRecord, ApiKeyUpdate, IamServiceCreate, IamServiceRecord,
  IamServiceUpdate, ServiceCommandCreate, ServiceCommandRecord, ServiceCommandUpdate, ServicePackageCreate, ServicePackageRecord,
  ServicePackageUpdate, SystemConfigCreate, SystemConfigRecord, SystemConfigUpdate, SystemVersionCreate, SystemVersionRecord,
  SystemVersionUpdate, WebhookCreate, WebhookRecord, WebhookUpdate,
} from '@fleetdeck/model';
import { defineResource, formatDateTime } from '@fleetdeck/sdk';

/** System versions (§4 status and release level). */
export const versionResource = defineResource({
  name: 'systemVersions',
  path: '/system/versions',
  schema: { record: SystemVersionRecord, create: SystemVersionCreate, update: SystemVersionUpdate },
  columns: [
    { id: 'version', labelKey: 'version.version', searchable: true, width: 200 },
    { id: 'status', labelKey: 'version.status', render: (row, t) => t(`version.statuses.${String(row.status)}`) },
    { id: 'releaseLevel', labelKey: 'version.releaseLevel', render: (row, t) => t(`version.levels.${String(row.releaseLevel)}`) },
    { id: 'notes', labelKey: 'version.notes', searchable: true, sortable: false, width: 320 },
    { id: 'createdAt', labelKey: 'field.createdAt', render: (row) => formatDateTime(row.createdAt) },
  ],
  labels: { list: 'title.versionList', create: 'title.versionCreate', edit: 'title.versionEdit' },
  access: 'systemVersions',
  routes: { list: '/system/versions/list', create: '/system/versions/create', edit: '/system/versions/:id' },
  defaultSort: { id: 'createdAt', desc: true },
  titleField: 'version',
});

/** Key/value configuration entries. */
export const configResource = defineResource({
  name: 'systemConfigs',
  path: '/system/configs',
  schema: { record: SystemConfigRecord, create: SystemConfigCreate, update: SystemConfigUpdate },
  columns: [
    { id: 'key', labelKey: 'config.key', searchable: true, width: 220 },
    { id: 'valueType', labelKey: 'config.valueType', render: (row, t) => t(`config.valueTypes.${String(row.valueType)}`) },
    { id: 'value', labelKey: 'config.value', sortable: false, width: 280 },
    { id: 'description', labelKey: 'config.description', searchable: true, width: 280 },
  ],
  labels: { list: 'title.configList', create: 'title.configCreate', edit: 'title.configEdit' },
  access: 'systemConfigs',
  routes: { list: '/system/config/list', create: '/system/config/create', edit: '/system/config/:id' },
  titleField: 'key',
});

/** Announcements in both languages. */
export const announcementResource = defineResource({
  name: 'announcements',
  path: '/system/announcements',
  schema: { record: AnnouncementRecord, create: AnnouncementCreate, update: AnnouncementUpdate },
  columns: [
    { id: 'titleEn', labelKey: 'announcement.titleEn', searchable: true, width: 240 },
    { id: 'titleJa', labelKey: 'announcement.titleJa', searchable: true, width: 240 },
    { id: 'level', labelKey: 'announcement.level', render: (row, t) => t(`levels.${String(row.level)}`) },
    { id: 'publishFrom', labelKey: 'announcement.publishFrom', render: (row) => formatDateTime(row.publishFrom) },
    { id: 'publishTo', labelKey: 'announcement.publishTo', render: (row) => formatDateTime(row.publishTo) },
  ],
  labels: { list: 'title.announcementList', create: 'title.announcementCreate', edit: 'title.announcementEdit' },
  access: 'announcements',
  routes: { list: '/system/announcements/list', create: '/system/announcements/create', edit: '/system/announcements/:id' },
  defaultSort: { id: 'publishFrom', desc: true },
  titleField: 'titleEn',
});

/** Webhooks of the organizations the user manages. */
export const webhookResource = defineResource({
  name: 'webhooks',
  path: '/system/webhooks',
  schema: { record: WebhookRecord, create: WebhookCreate, update: WebhookUpdate },
  columns: [
    { id: 'name', labelKey: 'webhook.name', searchable: true, width: 220 },
    { id: 'type', labelKey: 'webhook.type', render: (row, t) => t(`webhook.types.${String(row.type)}`) },
    { id: 'authType', labelKey: 'webhook.authType', render: (row, t) => t(`webhook.authTypes.${String(row.authType)}`) },
    { id: 'status', labelKey: 'webhook.status', render: (row, t) => t(`webhook.statuses.${String(row.status)}`) },
    { id: 'url', labelKey: 'webhook.url', searchable: true, width: 280 },
    { id: 'organizationId', labelKey: 'field.organizationId', hiddenByDefault: true },
  ],
  labels: { list: 'title.webhookList', create: 'title.webhookCreate', edit: 'title.webhookEdit' },
  access: 'webhooks',
  routes: { list: '/system/webhooks/list', create: '/system/webhooks/create', edit: '/system/webhooks/:id' },
});

/** IAM services (API clients) of the organizations the user manages. */
export const iamServiceResource = defineResource({
  name: 'iamServices',
  path: '/system/iam-services',
  schema: { record: IamServiceRecord, create: IamServiceCreate, update: IamServiceUpdate },
  columns: [
    { id: 'name', labelKey: 'iam.name', searchable: true, width: 220 },
    { id: 'clientId', labelKey: 'iam.clientId', searchable: true, width: 200 },
    { id: 'scopes', labelKey: 'iam.scopes', sortable: false, render: (row) => (Array.isArray(row.scopes) ? row.scopes.join(', ') : '') },
    { id: 'enabled', labelKey: 'iam.enabled', render: (row, t) => t(row.enabled ? 'common.yes' : 'common.no') },
    { id: 'organizationId', labelKey: 'field.organizationId', hiddenByDefault: true },
  ],
  labels: { list: 'title.iamServiceList', create: 'title.iamServiceCreate', edit: 'title.iamServiceEdit' },
  access: 'iamServices',
  routes: { list: '/system/iam/service/list', create: '/system/iam/service/create', edit: '/system/iam/service/:id' },
});

/** Service packages. */
export const servicePackageResource = defineResource({
  name: 'servicePackages',
  path: '/system/service-packages',
  schema: { record: ServicePackageRecord, create: ServicePackageCreate, update: ServicePackageUpdate },
  columns: [
    { id: 'name', labelKey: 'package.name', searchable: true, width: 240 },
    { id: 'version', labelKey: 'package.version' },
    { id: 'description', labelKey: 'package.description', searchable: true, width: 280 },
    { id: 'enabled', labelKey: 'package.enabled', render: (row, t) => t(row.enabled ? 'common.yes' : 'common.no') },
  ],
  labels: { list: 'title.servicePackageList', create: 'title.servicePackageCreate', edit: 'title.servicePackageEdit' },
  access: 'servicePackages',
  routes: { list: '/system/service-package/list', create: '/system/service-package/create', edit: '/system/service-package/:id' },
});

/** Commands of one service package, by bundle. */
export const serviceCommandResource = defineResource({
  name: 'serviceCommands',
  path: '/system/service-packages/:packageId/commands',
  schema: { record: ServiceCommandRecord, create: ServiceCommandCreate, update: ServiceCommandUpdate },
  columns: [
    { id: 'bundleId', labelKey: 'command.bundleId', searchable: true },
    { id: 'name', labelKey: 'command.name', searchable: true, width: 220 },
    { id: 'command', labelKey: 'command.command', searchable: true, width: 240 },
  ],
  labels: { list: 'title.servicePackageEdit', create: 'title.serviceCommandCreate', edit: 'title.serviceCommandEdit' },
  access: 'serviceCommands',
  routes: { list: '/system/service-package/:packageId', create: '/system/service-command/create/:packageId/:bundleId', edit: '/system/service-command/:packageId/:id' },
  defaultSort: { id: 'bundleId', desc: false },
});

/** API keys of the key manager (one type per page). */
export const apiKeyResource = defineResource({
  name: 'apiKeys',
  path: '/keys',
  schema: { record: ApiKeyRecord, create: ApiKeyCreate, update: ApiKeyUpdate },
  columns: [
    { id: 'name', labelKey: 'key.name', searchable: true, width: 240 },
    { id: 'maskedValue', labelKey: 'key.value', sortable: false, width: 240 },
    { id: 'createdAt', labelKey: 'field.createdAt', render: (row) => formatDateTime(row.createdAt) },
    { id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => formatDateTime(row.updatedAt) },
  ],
  labels: { list: 'title.skywayKeyList', create: 'key.add', edit: 'key.rotate' },
  access: 'apiKeys',
  routes: { list: '/system/skyway/list', edit: '/system/skyway/list' },
  defaultSort: { id: 'createdAt', desc: true },
});
