import type { FastifyInstance } from 'fastify';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { registerResource } from '../../resources/register-resource.js';
import { registerCheckItemPhotoRoutes } from './check-item-photo-routes.js';
import { checkItemResource } from './check-item-resource.js';

/** Check item CRUD, and the robots' latest photo for an item. */
export async function checkItemRoutes(app: FastifyInstance, fleet: FleetRuntime): Promise<void> {
  registerResource(app, checkItemResource);
  registerCheckItemPhotoRoutes(app, fleet);
}
