import type { AccessLevel } from './access-rule.js';
import { levelOf, type PolicyRef } from './access-policy.js';

/** The sign-in page: a browser without a session is sent here from any page that needs one. */
export const LOGIN_SCREEN = '/auth/login';

/** The page a signed-in operator lands on: '/' and after signing in (spec §2). */
export const HOME_SCREEN = '/robot/control';

/**
 * A cookie the console sets while it holds a session token, and removes with it. It proves
 * nothing (the token stays in the browser's storage, sent as a bearer header): it only tells the
 * server which first screen to announce in a page's HTML, the page asked for or the sign-in page.
 */
export const SIGNED_IN_HINT_COOKIE = 'fleetdeck-signed-in';

/**
 * The console's screens (spec §2, react-router patterns) and the cell of the access policy that
 * opens each. A screen reached by every role whose writes need more (flow/create: §2 any role,
 * §6 saving needs an organization administrator) opens at the area's `list` level; the page
 * then asks `can` before offering the write.
 */
export const consoleScreens = {
  '/auth/login': 'auth.login',
  '/auth/reset-password-request': 'auth.resetPassword',
  '/auth/reset-password': 'auth.resetPassword',
  '/auth/403': 'auth.errorPages',
  '/auth/404': 'auth.errorPages',
  '/auth/register': 'auth.register',
  '/auth/init-data': 'auth.initData',
  '/term/agreement': 'account.termAgreement',
  '/my/chpwd': 'account.password',
  '/my/profile': 'account.profile',
  '/my/devices': 'account.devices',
  '/my/versions': 'account.versions',
  '/my/contract': 'account.contract',
  '/my/messages/:page': 'account.messages',
  '/my/audit-logs/:page': 'account.auditLogs',
  '/my/announcements': 'account.announcements',

  '/organization/list': 'organizations.manage',
  '/organization/create': 'organizations.create',
  '/organization/:id': 'organizations.manage',
  '/organization/:id/notif-target/create': 'organizations.manage',
  '/organization/:id/notif-target/:ntid': 'organizations.manage',
  '/organization/:organizationId/child-org-and-tag': 'organizations.manage',
  '/operator/list': 'operators.list',
  '/operator/create': 'operators.create',
  '/operator/:id': 'operators.read',
  '/building/list': 'buildings.manage',
  '/building/create': 'buildings.create',
  '/building/:id': 'buildings.manage',
  '/building/:buildingId/floor/create': 'floors.create',
  '/building/:buildingId/floor/:id': 'buildings.manage',
  '/building/:buildingId/flow-group/create': 'flowGroups.create',
  '/building/:buildingId/flow-group/:id': 'buildings.manage',
  '/building/:buildingId/robot-group/create': 'robotGroups.create',
  '/building/:buildingId/robot-group/:id': 'buildings.manage',

  '/robot/control': 'robots.operate',
  '/robot/:id/activity': 'robots.activity',
  '/robot/list': 'robots.manage',
  '/robot/create': 'robots.create',
  '/robot/:id': 'robots.manage',
  '/robot/:id/setting-history': 'robots.settingHistory',
  '/app/tele-ope/:mode/:serialNo': 'robots.operate',
  '/app/basic/:serialNo': 'robots.operate',
  '/console/:serialNo': 'robots.console',

  '/device/list': 'devices.list',
  '/device/create': 'devices.list',
  '/device/:id': 'devices.read',
  '/device/:id/data': 'devices.data',
  '/flow/settings': 'flows.list',
  '/flow/create': 'flows.list',
  '/flow/:id': 'flows.read',
  '/command/list/read-only': 'commandLists.list',
  '/command/list': 'commandLists.manage',
  '/command/create': 'commandLists.create',
  '/command/:id': 'commandLists.manage',
  '/command/usage/:id': 'commandLists.usage',
  '/command-mapping/list': 'commandMappings.list',
  '/command-mapping/create': 'commandMappings.list',
  '/command-mapping/:id': 'commandMappings.read',
  '/workplan/settings': 'workPlans.list',
  '/workplan/create-template': 'workPlanTemplates.list',
  '/workplan/template/:id': 'workPlanTemplates.read',
  '/workplan/create': 'workPlans.list',
  '/workplan/:id': 'workPlans.read',
  '/pose-def/list': 'poses.list',
  '/pose-def/create': 'poses.list',
  '/pose-def/:id': 'poses.read',
  '/pose-network/list': 'poseNetworks.list',
  '/pose-network/create': 'poseNetworks.list',
  '/pose-network/:id': 'poseNetworks.read',
  '/waypoint/:mapId/list': 'waypoints.manage',
  '/waypoint/:mapId/create': 'waypoints.manage',
  '/waypoint/:mapId/:id': 'waypoints.manage',
  '/editor/floor/:id': 'floorMaps.read',
  '/editor/pose': 'robots.operate',
  '/beta/spatial-ui': 'floorMaps.spatialView',
  '/editor/floor/:id/partial': 'floorMaps.read',
  '/editor/v1_5/:id/floor': 'floorMaps.read',
  '/editor/v2/:id/floor': 'floorMaps.read',
  '/check-item/list': 'checkItems.list',
  '/check-item/create': 'checkItems.list',
  '/check-item/:id': 'checkItems.read',
  '/threshold/list': 'thresholdRules.list',
  '/threshold/:id': 'thresholdRules.read',
  '/threshold/log/:page': 'thresholdLogs.list',
  '/dashboard': 'dashboard.open',
  '/schedule/list': 'schedules.manage',
  '/schedule/create': 'schedules.create',
  '/schedule/:id': 'schedules.manage',
  '/schedule/cal/:type': 'schedules.list',
  '/schedule/log/:page': 'scheduleLogs.list',
  '/report/list/:page': 'reports.list',
  '/report/:id': 'reports.read',
  '/report/export-history/:page': 'exportJobs.list',
  '/report/export-template/list/:page': 'exportTemplates.list',
  '/report/export-template/create': 'exportTemplates.create',
  '/asilla/setting/list': 'asillaSettings.list',
  '/asilla/setting/:id': 'asillaSettings.read',
  '/guide/knowledge-groups/list': 'knowledgeGroups.list',
  '/guide/knowledge-groups/:id': 'knowledgeGroups.read',
  '/guide/chats/list': 'chats.list',
  '/guide/chats/:id': 'chats.read',

  '/resource/list': 'mediaResources.list',
  '/resource/create': 'mediaResources.create',
  '/resource/:id': 'mediaResources.read',
  '/system': 'system.open',
  '/system/iam/service/list': 'iamServices.list',
  '/system/iam/service/create': 'iamServices.create',
  '/system/iam/service/:id': 'iamServices.read',
  '/system/webhooks/list': 'webhooks.list',
  '/system/webhooks/create': 'webhooks.create',
  '/system/webhooks/:id': 'webhooks.read',
  '/system/triggers/list': 'triggerRules.list',
  '/system/triggers/create': 'triggerRules.create',
  '/system/triggers/:id': 'triggerRules.read',
  '/system/trigger-log/:page': 'triggerLogs.list',
  '/system/service-package/list': 'servicePackages.list',
  '/system/service-package/create': 'servicePackages.create',
  '/system/service-package/:id': 'servicePackages.read',
  '/system/service-command/create/:packageId/:bundleId': 'serviceCommands.create',
  '/system/service-command/:packageId/:id': 'serviceCommands.read',
  '/system/versions/list': 'systemVersions.list',
  '/system/versions/create': 'systemVersions.create',
  '/system/versions/:id': 'systemVersions.read',
  '/system/config/list': 'systemConfigs.list',
  '/system/config/create': 'systemConfigs.create',
  '/system/config/:id': 'systemConfigs.read',
  '/system/announcements/list': 'announcements.list',
  '/system/announcements/create': 'announcements.create',
  '/system/announcements/:id': 'announcements.read',
  '/system/sync-history/list/:page': 'system.syncHistory',
  '/system/skyway/list': 'apiKeys.list',
  '/system/azure/list': 'apiKeys.list',
  '/system/error-code/list': 'system.errorCodes',
  '/system/plugins/list': 'system.plugins',

  '/archive/list': 'archive.list',
  '/archive/robot/:serialNo/:date': 'archive.read',
  '/archive/cloud/:buildingId/:date': 'archive.read',
  '/archive/:serialNo/:date/:hour/:minute': 'archive.read',
} as const satisfies Readonly<Record<string, PolicyRef>>;

/** A console screen's path pattern. */
export type ConsoleScreenPath = keyof typeof consoleScreens;

/**
 * The access level that opens a console screen, by its pattern (`/my/messages/:page`), or
 * undefined for a pattern the console does not define (custom plugins' own pages).
 * @group Auth
 * @example
 * ```ts
 * screenLevel('/building/list'); // the level that opens the console's building list
 * screenLevel('/custom/floor-notes'); // undefined: the plugin's route gives its own access
 * ```
 */
export function screenLevel(pattern: string): AccessLevel | undefined {
  return Object.hasOwn(consoleScreens, pattern) ? levelOf(consoleScreens[pattern as ConsoleScreenPath]) : undefined;
}
