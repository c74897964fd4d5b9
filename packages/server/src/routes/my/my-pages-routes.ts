import type { FastifyInstance } from 'fastify';
import { trustedDeviceRoutes } from './trusted-device-routes.js';
import { messageRoutes } from './message-routes.js';
import { releaseRoutes } from './release-routes.js';
import { auditLogCountRoutes } from './audit-log-count-routes.js';

/** The my pages added by issue 5: trusted devices, messages, versions, announcements and the audit-log count. */
export async function myPagesRoutes(app: FastifyInstance): Promise<void> {
  await trustedDeviceRoutes(app);
  await messageRoutes(app);
  await releaseRoutes(app);
  await auditLogCountRoutes(app);
}
