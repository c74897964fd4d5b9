import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './auth/login-routes.js';
import { passwordResetRoutes } from './auth/password-reset-routes.js';
import { sessionRoutes } from './my/session-routes.js';
import { profileRoutes } from './my/profile-routes.js';
import { termsRoutes } from './my/terms-routes.js';
import { contractRoutes } from './my/contract-routes.js';
import { auditLogRoutes } from './my/audit-log-routes.js';

/** Every route area, registered on the root instance so the auth and audit hooks apply. */
const routeAreas: Array<(app: FastifyInstance) => Promise<void>> = [
  loginRoutes,
  passwordResetRoutes,
  sessionRoutes,
  profileRoutes,
  termsRoutes,
  contractRoutes,
  auditLogRoutes,
];

/** Registers the API routes of every area. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const area of routeAreas) await area(app);
}
