import type { FastifyInstance } from 'fastify';
import { registerBuildingOwned } from '../../rules/building-owned.js';
import { commandListResource } from './command-list-resource.js';
import { commandMappingResource } from './command-mapping-resource.js';
import { commandUsageRoutes } from './command-usage-routes.js';

/** Command lists with their usage, and command mappings. */
export async function commandRoutes(app: FastifyInstance): Promise<void> {
  await registerBuildingOwned(app, commandListResource);
  await commandUsageRoutes(app);
  await registerBuildingOwned(app, commandMappingResource);
}
