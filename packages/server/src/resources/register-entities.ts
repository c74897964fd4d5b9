import type { AnyEntity } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { registerBuildingOwned } from '../rules/building-owned.js';
import { declaredEntities } from './declared-entities.js';
import { entityResource } from './entity-resource.js';
import { isRegistered, registerResource } from './register-resource.js';
import type { ResourceDefinition } from './resource-types.js';

/** Registers the list, count, get, create, change and delete routes of an entity's resource. */
export async function registerEntity(app: FastifyInstance, entity: AnyEntity, resource: ResourceDefinition = entityResource(entity)): Promise<void> {
  if (entity.organizationFollows) await registerBuildingOwned(app, resource, entity.organizationFollows);
  else registerResource(app, resource);
}

/**
 * Every entity `@fleetdeck/model` exports gets its routes: one with rules of its own is registered by
 * its route area first; one without needs no server code at all (docs/guide/adding-a-resource.md).
 */
export async function registerDeclaredEntities(app: FastifyInstance): Promise<void> {
  for (const entity of declaredEntities()) {
    // An entity whose collection has routes already (a read-only log registered by hand) keeps only those.
    if (!isRegistered(app, entity.name) && !app.hasRoute({ method: 'GET', url: `/api${entity.path}` })) await registerEntity(app, entity);
  }
}
