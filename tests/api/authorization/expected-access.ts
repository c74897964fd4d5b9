// The expected access of every API route, written from spec §2 (screens and who opens them) and
// §6 (roles), never read from the server: the authorization matrix drives every role against this
// table and fails when the server answers otherwise, or exposes a route this table does not list.
//
// How §2 screens map to API routes: a screen's access level is the level of the writes it makes;
// reads that other screens of a lower level also need (organization and building choice, §7) are
// `any`. Rows marked `silent` are choices where the spec says nothing; `why` gives the reason, and
// docs/security.md lists them.

/** Who may call a route: `public` (no sign-in), `any` signed-in user, `admin` (userType 1, 2, 9),
 *  `orgAdmin` (organization administrator 2 or system administrator 9), `systemAdmin` (9). */
export type Level = 'public' | 'any' | 'admin' | 'orgAdmin' | 'systemAdmin';

/** Whose data a route reaches: rows of the caller's organization (and those below it, account
 *  tags), one set for the whole installation, the caller's own account, or no stored data. */
export type Scope = 'organization' | 'installation' | 'self' | 'none';

export interface ExpectedRoute {
  level: Level;
  scope: Scope;
  /** The spec passage, or for `silent` rows the reason for the choice. */
  why: string;
  /** The spec does not say; this is our choice (listed in docs/security.md). */
  silent?: true;
  /** A §3 contract option the caller's organization needs besides the level (403 FORBIDDEN without it). */
  contract?: 'isArchive';
}

/** userType values of §6. */
export const UserTypes = { general: 0, areaManager: 1, organizationAdmin: 2, systemAdmin: 9 } as const;

/** Whether a userType (undefined: not signed in) passes a level, by the §6 definitions. */
export function levelAllows(level: Level, userType: number | undefined): boolean {
  if (level === 'public') return true;
  if (userType === undefined) return false;
  switch (level) {
    case 'any':
      return true;
    case 'admin':
      return userType !== UserTypes.general;
    case 'orgAdmin':
      return userType === UserTypes.organizationAdmin || userType === UserTypes.systemAdmin;
    case 'systemAdmin':
      return userType === UserTypes.systemAdmin;
  }
}

type Rows = Record<string, ExpectedRoute>;

/** An engine resource (`defineResource`) the matrix drives with its sample (resource-samples/<name>.ts). */
export interface ExpectedResource {
  name: string;
  /** Collection path; its six routes and their levels are rows of expectedRoutes. */
  path: string;
  scope: Scope;
}

/** Every resource the table names, in the order written. */
export const expectedResources: ExpectedResource[] = [];

/** The six routes of an engine resource (list, count, detail; create, change, delete). */
function resource(name: string, path: string, read: Level, write: Level, scope: Scope, why: string, silent?: true): Rows {
  expectedResources.push({ name, path, scope });
  const row = (level: Level): ExpectedRoute => ({ level, scope, why, ...(silent ? { silent } : {}) });
  return {
    [`GET ${path}`]: row(read),
    [`GET ${path}/count`]: row(read),
    [`GET ${path}/{id}`]: row(read),
    [`POST ${path}`]: row(write),
    [`PATCH ${path}/{id}`]: row(write),
    [`DELETE ${path}/{id}`]: row(write),
  };
}

const anyReadAdminWrite = 'read: the §2 screen is for any role; write: §6 names no level, we require admin (general operators view, §8 asks them to contact an administrator)';

/** Method + OpenAPI path → expected access. */
export const expectedRoutes: Rows = {
  // §2 Public: auth/login, reset-password-request, reset-password.
  'POST /api/operators/login': { level: 'public', scope: 'none', why: '§2 public auth/login' },
  'POST /api/operators/assertAuthCode': { level: 'public', scope: 'none', why: '§2 public auth/login (code step, §4)' },
  'POST /api/operators/reset-password-request': { level: 'public', scope: 'none', why: '§2 public auth/reset-password-request' },
  'POST /api/operators/reset-password': { level: 'public', scope: 'none', why: '§2 public auth/reset-password' },
  'GET /healthz': { level: 'public', scope: 'none', why: 'issue 17 / docs/deploy.md: a load balancer\'s liveness check; answers no stored data' },
  'GET /readyz': { level: 'public', scope: 'none', why: 'issue 17 / docs/deploy.md: a load balancer\'s readiness check (database, NATS, draining); answers no stored data' },
  'GET /api/terms': { level: 'public', scope: 'installation', why: 'terms of use and privacy policy are public documents; the text holds nothing about any account', silent: true },

  // §4/§7 calls every signed-in user makes; §2 "Other signed-in routes".
  'POST /api/operators/logout': { level: 'any', scope: 'self', why: '§7 POST /operators/logout, §4 logout' },
  'GET /api/my/session': { level: 'any', scope: 'self', why: '§3 session, §4 init step' },
  'POST /api/my/password': { level: 'any', scope: 'self', why: '§2 my/chpwd (other signed-in)' },
  'GET /api/my/profile': { level: 'any', scope: 'self', why: '§2 my/profile (other signed-in)' },
  'PATCH /api/my/profile': { level: 'any', scope: 'self', why: '§2 my/profile (other signed-in)' },
  'GET /api/my/term-agreements/check': { level: 'any', scope: 'self', why: '§7 GET /my/term-agreements/check' },
  'POST /api/my/term-agreements': { level: 'any', scope: 'self', why: '§2 term/agreement (other signed-in)' },
  'GET /api/my/contract': { level: 'any', scope: 'self', why: '§7 GET /my/contract; §2 my/contract' },
  'GET /api/keys/skyway': { level: 'any', scope: 'installation', why: '§7 GET /keys/skyway (teleoperation video for every operator)' },
  'GET /api/my/devices': { level: 'any', scope: 'self', why: '§2 my/devices (other signed-in)' },
  'DELETE /api/my/devices/{id}': { level: 'any', scope: 'self', why: '§2 my/devices (other signed-in)' },
  'GET /api/my/versions': { level: 'any', scope: 'installation', why: '§2 my/versions (other signed-in)' },
  'GET /api/my/messages': { level: 'any', scope: 'self', why: 'issue 15: every operator reads their own messages (§2 listed admins)' },
  'POST /api/my/messages/{id}/read': { level: 'any', scope: 'self', why: 'issue 15: every operator reads their own messages (§2 listed admins)' },
  'POST /api/my/messages/read-all': { level: 'any', scope: 'self', why: 'issue 15: every operator reads their own messages (§2 listed admins)' },
  'GET /api/my/announcements': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: my/announcements' },
  'GET /api/my/audit-logs': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: my/audit-logs/{page}' },
  'GET /api/my/audit-logs/count': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: my/audit-logs/{page}' },

  // Organizations: §7 lists them for every user (organization choice); §2 organization/* is admin,
  // organization/create system admin only (§6 too). Notification targets and account tags ride on
  // the organization (see expectedFields and the matrix's own checks).
  'GET /api/organizations': { level: 'any', scope: 'organization', why: '§7 GET /organizations (organization choice, §1)' },
  'GET /api/organizations/count': { level: 'any', scope: 'organization', why: '§7 GET /organizations' },
  'GET /api/organizations/{id}': { level: 'any', scope: 'organization', why: '§7 organization choice; children are admin-only fields' },
  'POST /api/organizations': { level: 'systemAdmin', scope: 'organization', why: '§2 organization/create (system admin only), §6' },
  'PATCH /api/organizations/{id}': { level: 'admin', scope: 'organization', why: '§2 admin: organization/{id}, notif-target/*, child-org-and-tag' },
  'DELETE /api/organizations/{id}': { level: 'admin', scope: 'organization', why: 'deleting is done from organization/{id} (admin); never one\'s own organization, only an empty one', silent: true },
  ...((): Rows => {
    expectedResources.push({ name: 'organizations', path: '/api/organizations', scope: 'organization' });
    return {};
  })(),

  // Buildings: §7 lists them for every user (building filter on robot/control); §2 building/* is admin.
  ...resource('buildings', '/api/buildings', 'any', 'admin', 'organization', '§7 GET /buildings for every user; §2 admin: building/list, create, {id}'),
  ...resource('floors', '/api/buildings/{buildingId}/floors', 'any', 'admin', 'organization', '§7 GET /buildings/{id}/floors; §2 admin: building/{buildingId}/floor/*'),
  ...resource('robotGroups', '/api/buildings/{buildingId}/groups', 'any', 'admin', 'organization', '§3 building groups read with buildings (§7); §2 admin: building/{buildingId}/robot-group/*'),
  ...resource('flowGroups', '/api/buildings/{buildingId}/flowGroups', 'any', 'admin', 'organization', '§3 flow groups read with buildings (§7); §2 admin: building/{buildingId}/flow-group/*'),
  ...resource('ipAllowList', '/api/buildings/{buildingId}/ipAllowList', 'admin', 'admin', 'organization', '§2 admin: building/{id} (IP allow-list, §3 building)'),

  // §2 admin: operator/list, create, {id}.
  ...resource('operators', '/api/operators', 'admin', 'admin', 'organization', '§2 admin: operator/*'),

  // Robots: robot/control and robot/{id}/activity for any role; robot/list, create, {id}, setting-history admin.
  ...resource('robots', '/api/robots', 'any', 'admin', 'organization', '§2 robot/control (any) reads robots; admin: robot/list, create, {id}'),
  'POST /api/robots/{id}/credential': { level: 'admin', scope: 'organization', why: '§2 admin: robot/create, robot/{id}' },
  'GET /api/robots/{id}/setting-history': { level: 'admin', scope: 'organization', why: '§2 admin: robot/{id}/setting-history' },
  'GET /api/robots/{id}/activity': { level: 'any', scope: 'organization', why: '§2 any role: robot/{id}/activity' },
  'POST /api/robots/{id}/commands': { level: 'any', scope: 'organization', why: '§2 robot/control and app/tele-ope (any); privileged commands admin, see expectedCommands' },
  'POST /api/robots/{id}/os-update': { level: 'admin', scope: 'organization', why: '§5 robot OS update; an administrator command (docs/gateway-protocol.md)', silent: true },
  'GET /api/robots/{id}/photos': { level: 'any', scope: 'organization', why: '§2 teleoperation photo (app/tele-ope, any): photos of robots the caller may see' },
  'GET /api/robots/{id}/photos/{photoId}': { level: 'any', scope: 'organization', why: '§2 teleoperation photo (app/tele-ope, any)' },
  'GET /api/system/gateway-metrics': { level: 'systemAdmin', scope: 'installation', why: 'installation-wide load figures; like the dashboard (§2 system admin)', silent: true },

  // §2 any role: device/*, device/{id}/data; §6: IoT device writes need an organization administrator.
  ...resource('devices', '/api/devices', 'any', 'orgAdmin', 'organization', '§2 device/* (any); §6 IoT device registration, update and deletion require an organization administrator'),
  'GET /api/devices/{id}/data': { level: 'any', scope: 'organization', why: '§2 any role: device/{id}/data' },

  // §2 any role: flow/*; §6: flow writes need an organization administrator.
  ...resource('flows', '/api/flows', 'any', 'orgAdmin', 'organization', '§2 flow/* (any); §6 flow registration, update and deletion require an organization administrator'),
  'POST /api/flows/{id}/move': { level: 'orgAdmin', scope: 'organization', why: '§6 flow update (order) requires an organization administrator' },

  // §2: command/list/read-only any; command/list, create, {id}, usage/{id} system admin.
  ...resource('commandLists', '/api/command-lists', 'any', 'systemAdmin', 'organization', '§2 command/list/read-only (any); system admin: command/list, command/create, command/{id}'),
  'GET /api/command-lists/{id}/usage': { level: 'systemAdmin', scope: 'organization', why: '§2 system admin: command/usage/{id}' },

  // §2 any role screens whose writes §6 does not restrict: we keep writes to admins.
  ...resource('commandMappings', '/api/command-mappings', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('workPlans', '/api/work-plans', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('workPlanTemplates', '/api/work-plan-templates', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('poses', '/api/poses', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('poseNetworks', '/api/pose-networks', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  // Issue 18 floor maps: editor/floor/{id} is a §2 signed-in route (robots live on the map for every
  // operator), waypoint/{mapId}/* is §2 admin; reading the layout is any, changing it admin.
  ...resource('waypoints', '/api/waypoints', 'any', 'admin', 'organization', '§2 admin: waypoint/{mapId}/*; read by the map views of every operator (editor/floor/{id})', true),
  ...resource('mapRoutes', '/api/map-routes', 'any', 'admin', 'organization', '§3 floors have routes; drawn in editor/floor/{id} (any), changed by administrators', true),
  ...resource('mapAreas', '/api/map-areas', 'any', 'admin', 'organization', 'editor/v1_5/{id}/floor speed areas; read by every map view, changed by administrators', true),
  'GET /api/floors/{floorId}/map': { level: 'any', scope: 'organization', why: '§3 floor ugomap, read by editor/floor/{id} and the map views (any)', silent: true },
  'PUT /api/floors/{floorId}/map': { level: 'admin', scope: 'organization', why: 'a floor\'s robot map changes what robots navigate: administrators, like building/{buildingId}/floor/{id}', silent: true },
  'GET /api/floors/{floorId}/map/map.yaml': { level: 'any', scope: 'organization', why: '§3 floor ugomap download (any reader of the floor)', silent: true },
  'GET /api/floors/{floorId}/map/image': { level: 'any', scope: 'organization', why: '§3 floor ugomap image (any reader of the floor)', silent: true },
  'GET /api/floors/{floorId}/map/image.png': { level: 'any', scope: 'organization', why: '§3 floor ugomap image as drawn (any reader of the floor)', silent: true },
  'GET /api/floors/{floorId}/map/preview.png': { level: 'any', scope: 'organization', why: '§3 floor ugomap image, a large map\'s preview drawn first (any reader of the floor)', silent: true },
  'GET /api/floors/{floorId}/map/plan': { level: 'any', scope: 'organization', why: '§3 floor img under the map (any reader of the floor)', silent: true },
  'PUT /api/floors/{floorId}/map/plan': { level: 'admin', scope: 'organization', why: 'placing the floor plan changes the map administrators edit', silent: true },
  'GET /api/floors/{floorId}/layout': { level: 'any', scope: 'organization', why: '§3 floor waypoints and routes, read by editor/floor/{id} (any)', silent: true },
  'GET /api/floors/{floorId}/waypoint-flows': { level: 'any', scope: 'organization', why: 'the flows that go to a floor\'s waypoints: the editor (any reader of the floor) refuses to delete those waypoints', silent: true },
  'PUT /api/floors/{floorId}/layout': { level: 'admin', scope: 'organization', why: 'the editor\'s save writes waypoints, routes and areas: administrators, as their resources', silent: true },
  ...resource('checkItems', '/api/check-items', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  'GET /api/check-items/{id}/latest-photo': { level: 'any', scope: 'organization', why: '§2 check-item/{id} any: the robots\' latest photo or thermal frame beside the item' },
  ...resource('thresholdRules', '/api/threshold-rules', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('knowledgeGroups', '/api/knowledge-groups', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('chats', '/api/chats', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  ...resource('asillaSettings', '/api/asilla-settings', 'any', 'admin', 'organization', anyReadAdminWrite, true),
  'POST /api/chats/{id}/test-messages': { level: 'any', scope: 'organization', why: '§2 guide/chats/{id} (any): chat detail with test chat' },
  'GET /api/threshold-logs': { level: 'any', scope: 'organization', why: '§2 any role: threshold/log/{page}' },
  'GET /api/threshold-logs/count': { level: 'any', scope: 'organization', why: '§2 any role: threshold/log/{page}' },
  'GET /api/threshold-logs/{id}': { level: 'any', scope: 'organization', why: '§2 any role: threshold/log/{page}' },
  // §2 schedule/cal/{type} and schedule/log/{page} (other signed-in routes) read; schedule/list,
  // create, {id} are system admin, so writing entries is too (also by dragging on the calendar).
  ...resource('schedules', '/api/schedules', 'any', 'systemAdmin', 'organization', '§2 read: schedule/cal/{type} any role; write: schedule/create and schedule/{id} system admin'),
  'GET /api/schedules/occurrences': { level: 'any', scope: 'organization', why: '§2 schedule/cal/{type} (other signed-in): the calendar\'s occurrences' },
  'GET /api/schedule-logs': { level: 'any', scope: 'organization', why: '§2 schedule/log/{page} (other signed-in)' },
  'GET /api/schedule-logs/count': { level: 'any', scope: 'organization', why: '§2 schedule/log/{page} (other signed-in)' },
  'GET /api/schedule-logs/{id}': { level: 'any', scope: 'organization', why: '§2 schedule/log/{page} (other signed-in)' },
  'GET /api/check-items/{id}/inspection-pictures': { level: 'any', scope: 'organization', why: '§2 any role: check-item/{id}, the settings dialog on the latest inspection pictures' },
  'GET /api/reports': { level: 'any', scope: 'organization', why: '§2 any role: report/list/{page}' },
  'GET /api/reports/count': { level: 'any', scope: 'organization', why: '§2 any role: report/list/{page}' },
  'GET /api/reports/{id}': { level: 'any', scope: 'organization', why: '§2 any role: report/{id}' },
  'GET /api/report-details': { level: 'any', scope: 'organization', why: '§2 any role: report/{id}' },
  'GET /api/report-details/count': { level: 'any', scope: 'organization', why: '§2 any role: report/{id}' },
  'GET /api/report-details/{id}': { level: 'any', scope: 'organization', why: '§2 any role: report/{id}' },
  'POST /api/reports/exports': { level: 'admin', scope: 'organization', why: '§6 report export can be refused for insufficient permission (§8 output permission insufficient); who exports is our choice', silent: true },
  'GET /api/export-jobs': { level: 'any', scope: 'organization', why: '§2 any role: report/export-history/{page}' },
  'GET /api/export-jobs/count': { level: 'any', scope: 'organization', why: '§2 any role: report/export-history/{page}' },
  'GET /api/export-jobs/{id}': { level: 'any', scope: 'organization', why: '§2 any role: report/export-history/{page}' },
  'GET /api/export-templates': { level: 'any', scope: 'organization', why: '§2 any role: report/export-template/list/{page}' },
  'GET /api/export-templates/count': { level: 'any', scope: 'organization', why: '§2 any role: report/export-template/list/{page}' },
  'GET /api/export-templates/{id}': { level: 'any', scope: 'organization', why: '§2 any role: report/export-template/list/{page}' },
  'POST /api/export-templates': { level: 'admin', scope: 'organization', why: '§2 report/export-template/create; templates serve exports, which admins make', silent: true },

  // §2 admin: resource/list, create, {id}. Uploaded files serve every form that takes one.
  ...resource('mediaResources', '/api/media-resources', 'admin', 'admin', 'organization', '§2 admin: resource/*'),
  'POST /api/files': { level: 'any', scope: 'organization', why: 'uploads feed forms of several levels (knowledge Q&A attachments, resources); a file is readable only by its organization, so uploading needs no more than sign-in', silent: true },
  'GET /api/files/{id}': { level: 'any', scope: 'organization', why: 'served to its uploader and readers of its organization (and to all while a system-scope resource uses it)', silent: true },

  // §2 admin: system (top), iam/service, webhooks, service-command, service-package.
  ...resource('webhooks', '/api/system/webhooks', 'admin', 'admin', 'organization', '§2 admin: system/webhooks/*; §6 LiLz webhooks are for system admins (expectedBodies)'),
  // Trigger rules (§9 event types and targets; the spec names the entity only): beside the webhooks they call, in the system area.
  ...resource('triggerRules', '/api/system/triggers', 'admin', 'admin', 'organization', 'trigger rules sit in the system area beside the webhooks (§2 admin) they call'),
  'GET /api/system/trigger-logs': { level: 'admin', scope: 'organization', why: 'the firings of trigger rules, read where the rules are (system area, admin); written by the server only', silent: true },
  'GET /api/system/trigger-logs/count': { level: 'admin', scope: 'organization', why: 'the firings of trigger rules, read where the rules are (system area, admin); written by the server only', silent: true },
  'GET /api/system/trigger-logs/{id}': { level: 'admin', scope: 'organization', why: 'the firings of trigger rules, read where the rules are (system area, admin); written by the server only', silent: true },
  ...resource('iamServices', '/api/system/iam-services', 'admin', 'admin', 'organization', '§2 admin: system/iam/service/*'),
  ...resource('servicePackages', '/api/system/service-packages', 'admin', 'admin', 'organization', '§2 admin: system/service-package/*'),
  ...resource('serviceCommands', '/api/system/service-packages/{packageId}/commands', 'admin', 'admin', 'organization', '§2 admin: system/service-command/*'),
  // §2 system admin: versions, config, announcements, skyway and azure key lists, sync history.
  ...resource('systemVersions', '/api/system/versions', 'systemAdmin', 'systemAdmin', 'installation', '§2 system admin: system/versions/*'),
  ...resource('systemConfigs', '/api/system/configs', 'systemAdmin', 'systemAdmin', 'installation', '§2 system admin: system/config/*'),
  ...resource('announcements', '/api/system/announcements', 'systemAdmin', 'systemAdmin', 'installation', '§2 system admin: system/announcements/*'),
  ...resource('apiKeys', '/api/keys', 'systemAdmin', 'systemAdmin', 'installation', '§2 system admin: system/skyway/list, system/azure/list'),
  'POST /api/auth/register': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: auth/register' },
  'POST /api/auth/init-data': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: auth/init-data' },
  // §2 archive/* for any signed-in role, §3 only for contracts with the archive; robots upload with their own credential.
  'GET /api/archive/robots': { level: 'any', scope: 'organization', why: '§2 archive/list', contract: 'isArchive' },
  'GET /api/archive/robots/{serialNo}/days/{day}': { level: 'any', scope: 'organization', why: '§2 archive/robot/{serialNo}/{date}', contract: 'isArchive' },
  'GET /api/archive/robots/{serialNo}/days/{day}/marks': { level: 'any', scope: 'organization', why: '§2 archive/robot/{serialNo}/{date}: the day\'s events, report details and threshold breaches', contract: 'isArchive' },
  'GET /api/archive/buildings/{buildingId}/days/{day}': { level: 'any', scope: 'organization', why: '§2 archive/cloud/{buildingId}/{date}', contract: 'isArchive' },
  'GET /api/archive/segments/{id}/video': { level: 'any', scope: 'organization', why: '§2 archive/{serialNo}/{date}/{hour}/{minute}', contract: 'isArchive' },
  'GET /api/archive/segments/{id}/video-url': { level: 'any', scope: 'organization', why: '§2 archive/{serialNo}/{date}/{hour}/{minute}: the URL its <video> loads with Range requests', contract: 'isArchive' },
  'GET /api/archive/usage': { level: 'any', scope: 'organization', why: '§9 long-term recording plans with their upload capacity shown', contract: 'isArchive' },
  'POST /api/archive/uploads': { level: 'public', scope: 'none', why: 'robots sign in with their own credential, like the gateway', silent: true },
  'GET /api/archive/uploads/{id}': { level: 'public', scope: 'none', why: 'robots sign in with their own credential, like the gateway', silent: true },
  'PUT /api/archive/uploads/{id}': { level: 'public', scope: 'none', why: 'robots sign in with their own credential, like the gateway', silent: true },
  'GET /api/system/sync-history': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: system/sync-history/list/{page}' },
  'GET /api/system/sync-history/count': { level: 'systemAdmin', scope: 'installation', why: '§2 system admin: system/sync-history/list/{page}' },
  'GET /api/system/plugins': { level: 'systemAdmin', scope: 'installation', why: 'issue 22: the installed plugins, their versions and SDK ranges (system area)' },
};

/** Fields of an answer that need more than the route's level (route → field → level). */
export const expectedFields: Record<string, Record<string, Level>> = {
  // §2 admin: organization/{id}/notif-target/*, organization/{organizationId}/child-org-and-tag.
  'GET /api/organizations/{id}': { notificationTargets: 'admin', accountTags: 'admin' },
};

/**
 * Robot commands (over `/api/stream` `command` messages and `POST /api/robots/{id}/commands`), for
 * robots in buildings the caller may see. Operating robots is every role's job (§2 robot/control,
 * app/tele-ope: any); changing what the robot is (§5 OS update, error reset) is for administrators.
 */
export const expectedCommands: Record<string, { level: Level; sample: Record<string, unknown>; why: string; silent?: true }> = {
  teleop: { level: 'any', sample: { name: 'teleop', linear: 0.1, angular: 0, deadmanMs: 300 }, why: '§2 app/tele-ope (any)' },
  stop: { level: 'any', sample: { name: 'stop' }, why: '§2 app/tele-ope (any); a stop is never refused' },
  commandMode: { level: 'any', sample: { name: 'commandMode', mode: 2 }, why: '§4 teleop command mode; app/tele-ope/{mode} (any)' },
  speed: { level: 'any', sample: { name: 'speed', speed: 'slow' }, why: '§4 teleop speed (any)' },
  speech: { level: 'any', sample: { name: 'speech', text: 'Hello', voice: 'en-female' }, why: '§2 teleoperation speech (any)' },
  photo: { level: 'any', sample: { name: 'photo', camera: 'v1' }, why: '§2 teleoperation photo (any)' },
  video: { level: 'any', sample: { name: 'video', action: 'start', camera: 'v1' }, why: '§2 teleoperation video (any)' },
  flow: { level: 'any', sample: { name: 'flow', action: 'stop' }, why: '§2 teleoperation flow start (any)' },
  thermal: { level: 'any', sample: { name: 'thermal', camera: 'thermal', colorMap: 'mono', scalePosition: 'none', areas: [] }, why: '§2 teleoperation thermal camera settings (any)' },
  callIn: { level: 'any', sample: { name: 'callIn', state: 'idle' }, why: '§2 teleoperation call-in mode (any)' },
  camera: { level: 'any', sample: { name: 'camera', on: false, camera: 'v1' }, why: '§2 teleoperation camera (any)' },
  sentry: { level: 'any', sample: { name: 'sentry', on: false }, why: '§8 sentry mode; robot operation (any)', silent: true },
  setPose: { level: 'any', sample: { name: 'setPose', x: 1, y: 1, yaw: 0 }, why: 'issue 18 editor/pose (a signed-in route) and teleop\'s pose editor: robot operation (any)', silent: true },
  goTo: { level: 'any', sample: { name: 'goTo', waypointId: 1 }, why: 'issue 18: sending a robot to a waypoint of its floor, along its routes, is robot operation (any)', silent: true },
  cleaning: { level: 'any', sample: { name: 'cleaning', action: 'stop' }, why: '§8 cleaning start, stop and return to dock; robot operation (any)', silent: true },
  resetErrors: { level: 'admin', sample: { name: 'resetErrors' }, why: 'changes what the robot is, not what it does: clears hardware errors and emergency stop (docs/gateway-protocol.md)', silent: true },
  osUpdate: { level: 'admin', sample: { name: 'osUpdate', version: '3.0.0' }, why: '§5 robot OS update: changes what the robot is (docs/gateway-protocol.md)', silent: true },
};

/** Body values that need more than the route's level: the same route with one field set. */
export const expectedBodies: Array<{ route: string; resource: string; body: Record<string, unknown>; level: Level; why: string }> = [
  { route: 'POST /api/system/webhooks', resource: 'webhooks', body: { type: 1 }, level: 'systemAdmin', why: '§6 the LiLz webhook menu is for system administrators' },
  { route: 'POST /api/media-resources', resource: 'mediaResources', body: { scope: 'system' }, level: 'systemAdmin', why: '§6 resource scope system; §9 system-only options' },
  { route: 'POST /api/command-lists', resource: 'commandLists', body: { mode: 111 }, level: 'systemAdmin', why: '§9 command list modes 110 to 113 are system admin only' },
  { route: 'POST /api/operators', resource: 'operators', body: { type: 9 }, level: 'systemAdmin', why: '§6 non-system admins choose only general and administrator' },
  { route: 'POST /api/operators', resource: 'operators', body: { type: 1 }, level: 'systemAdmin', why: '§6 non-system admins choose only general and administrator (we read administrator as 2)' },
];
