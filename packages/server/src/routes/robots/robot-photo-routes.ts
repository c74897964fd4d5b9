import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { RobotPhotoLimits, RobotPhotoList, Id } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { readDetail } from '../../resources/resource-reader.js';
import { resourceContext } from '../../resources/resource-context.js';
import type { FleetRuntime } from '../../gateway/fleet-runtime.js';
import { fileReader } from '../../storage/file-access.js';
import { sendStoredFile } from '../../storage/send-stored-file.js';
import { robotResource } from './robot-resource.js';

const tags = ['robots'];
const IdParams = Type.Object({ id: Id });
const PhotoParams = Type.Object({ id: Id, photoId: Id });
const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RobotPhotoLimits.listMax, default: RobotPhotoLimits.listDefault })),
});

/**
 * Photos robots took on a `photo` command: the list of a robot's photos and each JPEG, to those who
 * may see the robot and the photo's file (GET /api/files/:id's rule, so a photo stays with the
 * organization it was taken in when the robot moves); a robot or photo out of reach answers 404.
 */
export function registerRobotPhotoRoutes(app: FastifyInstance, fleet: FleetRuntime): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/robots/:id/photos', {
    config: { access: 'robots.photos' },
    schema: { tags, summary: "A robot's photos, newest first", params: IdParams, querystring: ListQuery, response: { 200: RobotPhotoList, ...errorResponses } },
  }, async (request) => {
    const id = request.params.id;
    await readDetail(await resourceContext(request, {}), robotResource, id);
    const limit = request.query.limit ?? RobotPhotoLimits.listDefault;
    return { photos: await fleet.photos.list(id, await fileReader(request), limit) };
  });

  api.get('/api/robots/:id/photos/:photoId', {
    config: { access: 'robots.photos' },
    schema: { tags, summary: 'The JPEG of one photo of a robot', params: PhotoParams, response: errorResponses },
  }, async (request, reply) => {
    const { id, photoId } = request.params;
    await readDetail(await resourceContext(request, {}), robotResource, id);
    const file = await fleet.photos.file(id, photoId, await fileReader(request));
    if (!file) throw new ApiError('NOT_FOUND', 'No such photo of this robot');
    return sendStoredFile(reply, request.server.fileStorage, file);
  });
}
