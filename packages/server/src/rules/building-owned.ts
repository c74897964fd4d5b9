import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { findScoped } from '../resources/resource-reader.js';
import { resourceContext } from '../resources/resource-context.js';
import { registerResource } from '../resources/register-resource.js';
import type { ResourceContext, ResourceDefinition, WriteInput } from '../resources/resource-types.js';
import { buildingResource } from '../routes/buildings/building-resource.js';

/** The organization of a building the caller can see; 400 on `buildingId` when they cannot. */
export async function organizationOfBuilding(ctx: ResourceContext, buildingId: number): Promise<number> {
  const building = await findScoped(ctx, buildingResource, buildingId);
  if (!building) {
    throw new ApiError('VALIDATION_FAILED', 'buildingId: is not a building you can see', [
      { path: 'buildingId', code: 'notFound', message: 'is not a building you can see' },
    ]);
  }
  return Number(building.organizationId);
}

/**
 * Registers a resource whose organization follows its building (devices, flows, command lists,
 * work plans, poses; robots do the same in their own routes): the body names the building only, and the organization is filled in after
 * validation so the engine scopes the write by the building's organization.
 */
export async function registerBuildingOwned(app: FastifyInstance, definition: ResourceDefinition, buildingField = 'buildingId'): Promise<void> {
  await app.register(async (area) => {
    // The area holds only the resource's routes: a POST or PATCH there carries a validated write body.
    area.addHook<{ Body: WriteInput | undefined }>('preHandler', async (request) => {
      if (request.method !== 'POST' && request.method !== 'PATCH') return;
      const body = request.body;
      if (!body || body[buildingField] === undefined) return;
      body.organizationId = await organizationOfBuilding(await resourceContext(request, {}), Number(body[buildingField]));
    });
    registerResource(area, definition);
  });
}
