import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { buildingResource } from './building-resource.js';
import { floorResource } from './floor-resource.js';
import { flowGroupResource, robotGroupResource } from './group-resources.js';
import { ipAllowEntryResource } from './ip-allow-entry-resource.js';

/** Buildings and what hangs off them: floors, robot groups, flow groups, IP allow-list. */
export async function buildingRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of [buildingResource, floorResource, robotGroupResource, flowGroupResource, ipAllowEntryResource]) {
    registerResource(app, resource);
  }
}
