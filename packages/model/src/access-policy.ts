import type { AccessLevel } from './access-rule.js';
import { decideAccess, type AccessDecision } from './access-rule.js';

/** The five actions every stored resource has; areas add named actions beside them. */
export type CrudAction = 'list' | 'read' | 'create' | 'update' | 'delete';

/** A resource's row of the policy: the five actions, and any named ones. */
export type ResourceAccess = Readonly<Record<CrudAction, AccessLevel>>;

/** Reads at one level, writes (create, update, delete) at another. */
function crud(read: AccessLevel, write: AccessLevel): ResourceAccess {
  return { list: read, read, create: write, update: write, delete: write };
}

// §2 "any role" screens whose writes §6 does not restrict: general operators view, admins change.
const anyReadAdminWrite = crud('any', 'admin');

/**
 * Who may do what: for each area (an API resource or a group of screens and calls) and action,
 * the minimum access level, written from spec §2 (screens and their roles) and §6 (roles). This
 * is the one table the server's routes and resources, the SDK's `can`, the host's guards and side
 * bar and the plugins' built `plugin.json` read. `manage` is opening an area's administration
 * screens where they need more than reading the data (e.g. §2 admin robot/list over the robot
 * list every operator sees on robot/control); other named actions are single calls or options.
 * @group Auth
 * @example
 * ```ts
 * accessPolicy.buildings.create; // the least access level that may create a building
 * const canDeleteRobots = can(session, 'robots', 'delete').can; // the SDK reads the same table
 * ```
 */
export const accessPolicy = {
  // §2 public: auth/login (and its code step), reset-password-request, reset-password, 403, 404.
  // §2 system admin: auth/register (a new customer in one step) and auth/init-data (master data from a file).
  auth: { login: 'public', resetPassword: 'public', errorPages: 'public', logout: 'any', terms: 'public', register: 'systemAdmin', initData: 'systemAdmin' },
  // §2 "other signed-in routes" and §7 calls every signed-in user makes; my/* screens of higher levels.
  // Messages: §2 lists my/messages for admins, but issue 15 gives every operator their own messages
  // (the header's unread badge), each reading only what was sent to them.
  account: {
    session: 'any', password: 'any', profile: 'any', termAgreement: 'any', contract: 'any', devices: 'any', versions: 'any',
    messages: 'any', announcements: 'systemAdmin', auditLogs: 'systemAdmin',
  },
  // Static console files, plugin bundles and the customization manifest load before sign-in.
  // A plugin's load failure shows its cause (URL, status, specifier, thrown message) to administrators.
  consoleFiles: { read: 'public', failureDetails: 'admin' },
  // The two WebSocket endpoints open to anyone: each signs in inside its own protocol (a robot with
  // its hello and credential, a browser with the token of its first message).
  sockets: { robotGateway: 'public', browserStream: 'public' },

  // §7 organization choice for every user; §2 admin organization/*, organization/create system admin (§6).
  // moveOwn: the parent of one's own organization (and what the parent may do there) is decided from
  // above, by an administrator of the parent; only a system admin reaches above their own organization.
  organizations: {
    list: 'any', read: 'any', create: 'systemAdmin', update: 'admin', delete: 'admin', manage: 'admin', readMembers: 'admin',
    nameAnyOrganization: 'systemAdmin', topLevel: 'systemAdmin', moveOwn: 'systemAdmin',
  },
  // §7 building filter for every user; §2 admin building/* with its floors, robot and flow groups.
  buildings: { ...crud('any', 'admin'), manage: 'admin' },
  floors: crud('any', 'admin'),
  robotGroups: crud('any', 'admin'),
  flowGroups: crud('any', 'admin'),
  ipAllowList: crud('admin', 'admin'),
  // §2 admin operator/*; §6 operator type choices for non-system admins: general and administrator.
  operators: { ...crud('admin', 'admin'), assignAnyType: 'systemAdmin', assignOrgAdmin: 'orgAdmin' },
  // §2 robot/control and robot/{id}/activity for any role; robot/list, create, {id}, setting-history admin.
  robots: {
    ...crud('any', 'admin'), manage: 'admin', operate: 'any', activity: 'any', photos: 'any',
    credential: 'admin', settingHistory: 'admin', osUpdate: 'admin', console: 'systemAdmin', gatewayMetrics: 'systemAdmin',
  },
  // §2 device/* any; §6 IoT device registration, update and deletion need an organization administrator.
  devices: { ...crud('any', 'orgAdmin'), data: 'any' },
  // §2 flow/* any; §6 flow registration, update and deletion need an organization administrator.
  flows: { ...crud('any', 'orgAdmin'), move: 'orgAdmin' },
  // §2 command/list/read-only any; command/list, create, {id}, usage system admin; §9 modes 110 to 113.
  commandLists: { ...crud('any', 'systemAdmin'), manage: 'systemAdmin', usage: 'systemAdmin', privilegedModes: 'systemAdmin' },
  commandMappings: anyReadAdminWrite,
  workPlans: anyReadAdminWrite,
  workPlanTemplates: anyReadAdminWrite,
  poses: anyReadAdminWrite,
  poseNetworks: anyReadAdminWrite,
  // Issue 18: every operator sees waypoints, routes and areas with robots on the map (editor/floor is a
  // §2 signed-in route); §2 puts waypoint/{mapId}/* under admin, and administrators change maps.
  waypoints: { ...anyReadAdminWrite, manage: 'admin' },
  mapRoutes: anyReadAdminWrite,
  mapAreas: anyReadAdminWrite,
  // A floor's robot map and layout: read by every operator, uploaded and saved by administrators.
  // §2 beta/spatial-ui (the stacked floors with robots) is for system administrators.
  floorMaps: { read: 'any', upload: 'admin', save: 'admin', spatialView: 'systemAdmin' },
  // §2 check-item/{id} any: the robots' latest photo or thermal frame for the item beside its settings.
  checkItems: { ...anyReadAdminWrite, latestPhoto: 'any' },
  thresholdRules: anyReadAdminWrite,
  // §2 report/* any role. Reports and their details are written by the server as robots work, never
  // through the API; §6 "report export can be refused for insufficient permission": admins export.
  reports: { ...crud('any', 'systemAdmin'), export: 'admin' },
  // §2 report/export-template/list and /create any role; a general operator cannot export, so only admins add templates.
  exportTemplates: crud('any', 'admin'),
  // §2 report/export-history any role: each sees their organizations' exports; rows are written by the export jobs.
  exportJobs: crud('any', 'systemAdmin'),
  // §2 threshold/log/{page} any; logs are written by the threshold engine, never through the API.
  thresholdLogs: crud('any', 'systemAdmin'),
  // §2 schedule/cal/{type} and schedule/log/{page} any signed-in user; schedule/list, create, {id} system admin,
  // so writing entries (also by dragging on the calendar) is for system administrators.
  schedules: { ...crud('any', 'systemAdmin'), manage: 'systemAdmin' },
  // The log is written by the scheduler only, never through the API.
  scheduleLogs: crud('any', 'systemAdmin'),
  // §2 system admin: dashboard (fleet status, running flows, the schedule and its log).
  dashboard: { open: 'systemAdmin' },
  knowledgeGroups: anyReadAdminWrite,
  chats: { ...anyReadAdminWrite, testMessage: 'any' },
  asillaSettings: anyReadAdminWrite,
  // §2 admin resource/*; §6 resource scope system is for system admins. Uploads feed forms of every level.
  mediaResources: { ...crud('admin', 'admin'), systemScope: 'systemAdmin' },
  files: { upload: 'any', read: 'any' },
  // §2 admin: system (top), webhooks, iam/service, service-package, service-command.
  // `plugins`: the installed plugins with their versions and SDK ranges (issue 22).
  system: { open: 'admin', errorCodes: 'systemAdmin', syncHistory: 'systemAdmin', devOverrides: 'systemAdmin', plugins: 'systemAdmin' },
  // §6 the LiLz webhook menu is for system administrators.
  webhooks: { ...crud('admin', 'admin'), lilz: 'systemAdmin' },
  // Trigger rules sit in the system area beside the webhooks they call; the log is written by the server only.
  triggerRules: crud('admin', 'admin'),
  triggerLogs: crud('admin', 'systemAdmin'),
  iamServices: crud('admin', 'admin'),
  servicePackages: crud('admin', 'admin'),
  serviceCommands: crud('admin', 'admin'),
  // §2 system admin: versions, config, announcements, skyway and azure key lists.
  systemVersions: crud('systemAdmin', 'systemAdmin'),
  systemConfigs: crud('systemAdmin', 'systemAdmin'),
  announcements: crud('systemAdmin', 'systemAdmin'),
  // §2 other signed-in routes: archive/list, archive/robot/{serialNo}/{date}, archive/{serialNo}/{date}/{hour}/{minute},
  // archive/cloud/{buildingId}/{date}, for contracts with the archive (§3 isArchive, checked on top).
  // robotUpload: robots upload their recordings over HTTP, signing in with their own credential.
  // marks: a day's robot events, report details and threshold breaches on its timeline, which every
  // role reads on their own screens (robots.activity, reports.read, thresholdLogs.read).
  archive: { list: 'any', read: 'any', usage: 'any', marks: 'any', robotUpload: 'public' },
  // §7 GET /keys/skyway: teleoperation video for every operator.
  apiKeys: { ...crud('systemAdmin', 'systemAdmin'), skyway: 'any' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, AccessLevel>>>>;

/** The policy's type: its areas and their actions. */
export type AccessPolicy = typeof accessPolicy;
/**
 * An area of the policy (`robots`, `account`, ...).
 * @group Auth
 * @example
 * ```ts
 * const area: PolicyArea = 'floors';
 * const { can: mayCreate } = useCan(area, 'create');
 * ```
 */
export type PolicyArea = keyof AccessPolicy;
/**
 * An action of one area.
 * @group Auth
 * @example
 * ```ts
 * function useMay<A extends PolicyArea>(area: A, action: PolicyAction<A>): boolean {
 *   return useCan(area, action).can;
 * }
 * ```
 */
export type PolicyAction<A extends PolicyArea> = keyof AccessPolicy[A] & string;
/**
 * An area that has the five resource actions.
 * @group Auth
 * @example
 * ```ts
 * // the area whose list, read, create, update and delete levels a resource's screens follow
 * const access: ResourceArea = 'buildings';
 * ```
 */
export type ResourceArea = { [A in PolicyArea]: AccessPolicy[A] extends ResourceAccess ? A : never }[PolicyArea];
/** One cell of the policy as `area.action` (`robots.credential`), the way routes and screens name it. */
export type PolicyRef = { [A in PolicyArea]: `${A}.${PolicyAction<A>}` }[PolicyArea];

/** The level of one cell of the policy. */
export function policyLevel<A extends PolicyArea>(area: A, action: PolicyAction<A>): AccessLevel {
  return (accessPolicy[area] as Record<string, AccessLevel>)[action] as AccessLevel;
}

/** Whether a string names a cell of the policy. */
export function isPolicyRef(value: string): value is PolicyRef {
  const [area, action, extra] = value.split('.');
  if (!area || !action || extra !== undefined || !Object.hasOwn(accessPolicy, area)) return false;
  return Object.hasOwn(accessPolicy[area as PolicyArea], action);
}

/** The level of a cell named `area.action`. */
export function levelOf(ref: PolicyRef): AccessLevel {
  const [area, action] = ref.split('.') as [PolicyArea, string];
  return (accessPolicy[area] as Record<string, AccessLevel>)[action] as AccessLevel;
}

/** The five resource actions of an area. */
export function resourceAccess(area: ResourceArea): ResourceAccess {
  return accessPolicy[area];
}

/** Whether a user type (undefined: not signed in) may do an area's action, and why not. */
export function decidePolicy<A extends PolicyArea>(userType: number | undefined, area: A, action: PolicyAction<A>): AccessDecision {
  return decideAccess(userType, policyLevel(area, action));
}
