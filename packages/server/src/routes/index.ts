import type { FastifyInstance } from 'fastify';
import type { FleetRuntime } from '../gateway/fleet-runtime.js';
import { registerDeclaredEntities } from '../resources/register-entities.js';
import { loginRoutes } from './auth/login-routes.js';
import { passwordResetRoutes } from './auth/password-reset-routes.js';
import { customerRegisterRoutes } from './auth/register-routes.js';
import { initDataRoutes } from './auth/init-data-routes.js';
import { sessionRoutes } from './my/session-routes.js';
import { profileRoutes } from './my/profile-routes.js';
import { termsRoutes } from './my/terms-routes.js';
import { contractRoutes } from './my/contract-routes.js';
import { auditLogRoutes } from './my/audit-log-routes.js';
import { deviceRoutes } from './devices/index.js';
import { flowRoutes } from './flows/index.js';
import { commandRoutes } from './commands/index.js';
import { workPlanRoutes } from './workplans/index.js';
import { poseRoutes } from './poses/index.js';
import { mapRoutes } from './maps/index.js';
import { checkItemRoutes } from './check-items/index.js';
import { thresholdRoutes } from './thresholds/index.js';
import { reportRoutes } from './reports/index.js';
import { mediaResourceRoutes } from './media-resources/index.js';
import { knowledgeRoutes } from './knowledge/index.js';
import { chatRoutes } from './chats/index.js';
import { asillaRoutes } from './asilla/index.js';
import { scheduleRoutes } from './schedules/index.js';
import { systemRoutes } from './system/index.js';
import { triggerRoutes } from './triggers/index.js';
import { keyRoutes } from './keys/index.js';
import { myPagesRoutes } from './my/my-pages-routes.js';
import { organizationRoutes } from './organizations/index.js';
import { buildingRoutes } from './buildings/index.js';
import { operatorRoutes } from './operators/index.js';
import { registerRobotRoutes } from './robots/robot-routes.js';
import { registerRobotLiveRoutes } from './robots/robot-live-routes.js';
import { registerRobotPhotoRoutes } from './robots/robot-photo-routes.js';
import { registerRobotSocketRoutes } from './robots/robot-socket-routes.js';
import { archiveArea } from './archive/index.js';

/** A route area; the robot areas also read and drive the live fleet. */
type RouteArea = (app: FastifyInstance, fleet: FleetRuntime) => Promise<void> | void;

/** Every route area, registered on the root instance so the auth and audit hooks apply. A new area adds one line here. */
const routeAreas: RouteArea[] = [
  loginRoutes,
  passwordResetRoutes,
  customerRegisterRoutes,
  initDataRoutes,
  sessionRoutes,
  profileRoutes,
  termsRoutes,
  contractRoutes,
  auditLogRoutes,
  deviceRoutes,
  flowRoutes,
  commandRoutes,
  workPlanRoutes,
  poseRoutes,
  mapRoutes,
  checkItemRoutes,
  thresholdRoutes,
  reportRoutes,
  mediaResourceRoutes,
  knowledgeRoutes,
  chatRoutes,
  asillaRoutes,
  scheduleRoutes,
  systemRoutes,
  triggerRoutes,
  keyRoutes,
  myPagesRoutes,
  organizationRoutes,
  buildingRoutes,
  operatorRoutes,
  registerRobotRoutes,
  registerRobotLiveRoutes,
  registerRobotPhotoRoutes,
  registerRobotSocketRoutes,
  archiveArea,
];

/** Registers the API routes of every area, then those of the model's entities that need no area of their own. */
export async function registerRoutes(app: FastifyInstance, fleet: FleetRuntime): Promise<void> {
  for (const area of routeAreas) await area(app, fleet);
  await registerDeclaredEntities(app);
}
