import type { FastifyInstance } from 'fastify';
import { deviceDataRoutes } from './device-data-routes.js';

/** IoT devices' readings; the devices themselves are the model's `Device`, registered with every entity. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  await deviceDataRoutes(app);
}
