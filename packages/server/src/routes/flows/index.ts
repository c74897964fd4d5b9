import type { FastifyInstance } from 'fastify';
import { registerBuildingOwned } from '../../rules/building-owned.js';
import { flowMoveRoutes } from './flow-move-routes.js';
import { flowResource } from './flow-resource.js';

/** Flows and their order within a building. */
export async function flowRoutes(app: FastifyInstance): Promise<void> {
  await registerBuildingOwned(app, flowResource);
  await flowMoveRoutes(app);
}
