import { sql } from 'kysely';
import { assertWritable, findScoped, notFound } from '../resources/resource-reader.js';
import type { ResourceContext } from '../resources/resource-types.js';
import { buildingResource } from '../routes/buildings/building-resource.js';
import { floorResource } from '../routes/buildings/floor-resource.js';

/** A floor the caller may reach, with what its map routes need. */
export interface ScopedFloor {
  id: number;
  name: string;
  buildingId: number;
  organizationId: number;
}

/**
 * The floor `floorId` as seen through its building's scope: 404 when the caller cannot see the
 * building (the same answer as an unknown floor), 403 for a write the caller may only view.
 */
export async function floorInScope(ctx: ResourceContext, floorId: number, mode: 'read' | 'write'): Promise<ScopedFloor> {
  const floor = await ctx.db
    .selectFrom('floors')
    .select([sql.ref('id').as('id'), sql.ref('name').as('name'), sql.ref('building_id').as('buildingId')])
    .where(sql.ref('id'), '=', floorId)
    .executeTakeFirst();
  if (!floor) throw notFound(floorResource);
  const building = await findScoped(ctx, buildingResource, Number(floor.buildingId));
  if (!building) throw notFound(floorResource);
  if (mode === 'write') assertWritable(ctx, buildingResource, building);
  return { id: Number(floor.id), name: String(floor.name), buildingId: Number(floor.buildingId), organizationId: Number(building.organizationId) };
}
