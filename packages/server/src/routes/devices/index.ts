import type { FastifyInstance } from 'fastify';
import { registerBuildingOwned } from '../../rules/building-owned.js';
import { deviceDataRoutes } from './device-data-routes.js';
import { deviceResource } from './device-resource.js';

/** IoT devices and their readings. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  await registerBuildingOwned(app, deviceResource);
  await deviceDataRoutes(app);
}
