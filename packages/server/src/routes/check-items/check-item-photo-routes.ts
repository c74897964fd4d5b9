import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CheckItemLatestPhoto, Id, checkItemCameras, type CheckItemType } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { canReadRecord, readDetail } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import { fileReader } from '../../storage/file-access.js';
import { robotResource } from '../robots/robot-resource.js';
import { checkItemResource } from './check-item-resource.js';

const IdParams = Type.Object({ id: Id });

/**
 * The picture beside a check item: the newest photo, from a camera that fits the item's type, of
 * the robots in its building the caller may see (a photo records no place, so the building is
 * the nearest the robots' photos come to the item), under the photos' own file rule. A check item
 * out of reach answers 404, as its detail does.
 */
export function registerCheckItemPhotoRoutes(app: FastifyInstance, fleet: FleetRuntime): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/check-items/:id/latest-photo', {
    config: { access: 'checkItems.latestPhoto' },
    schema: {
      tags: ['checkItems'],
      summary: "The robots' newest photo (thermal frame for a thermal item) for a check item",
      params: IdParams,
      response: { 200: CheckItemLatestPhoto, ...errorResponses },
    },
  }, async (request) => {
    const ctx = await resourceContext(request, {});
    const item = await readDetail(ctx, checkItemResource, request.params.id);
    const rows = await ctx.db.selectFrom('robots').selectAll().where(sql.ref('building_id'), '=', Number(item.buildingId)).execute();
    const robots = rows.map((row) => robotResource.toRecord(row)).filter((robot) => canReadRecord(ctx, robotResource, robot));
    const cameras = checkItemCameras(Number(item.type) as CheckItemType);
    const photo = await fleet.photos.latestOf(robots.map((robot) => Number(robot.id)), cameras, await fileReader(request));
    const robot = photo ? robots.find((r) => Number(r.id) === photo.robotId) : undefined;
    return { photo: photo ?? null, robotName: robot ? String(robot.name) : null };
  });
}
