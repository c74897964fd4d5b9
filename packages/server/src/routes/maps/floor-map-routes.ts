import multipart, { type Multipart } from '@fastify/multipart';
import { FloorMapAnswer, FloorPlanSave, Id, MAX_UPLOAD_BYTES, type FieldError } from '@fleetdeck/model';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from '../../errors/api-error.js';
import { MAP_PREVIEW_SIDE, MapImageError, readMapImage } from '../../maps/map-image.js';
import { parseMapYaml, writeMapYaml } from '../../maps/map-yaml.js';
import { resourceContext } from '../../resources/resource-context.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { floorInScope, type ScopedFloor } from '../../rules/floor-scope.js';
import { canReadFile, findFile } from '../../storage/file-access.js';
import { sendStoredFile } from '../../storage/send-stored-file.js';
import { uploadRefusal } from '../media-resources/upload-refusal.js';
import { floorFile, floorMapAnswer, readFloorMap, saveRobotMap, writeFloorMap } from './floor-map-store.js';

const FloorParams = Type.Object({ floorId: Id });
const tags = ['floor maps'];
const partError = (path: string, code: string, message: string): ApiError => validationFailed([{ path, code, message }]);

async function scopedFloor(request: FastifyRequest, floorId: number, mode: 'read' | 'write'): Promise<ScopedFloor> {
  return floorInScope(await resourceContext(request, {}), floorId, mode);
}

/** The two file parts of a map upload, `yaml` and `image`, in either order; nothing else. */
async function readMapParts(parts: AsyncIterableIterator<Multipart>): Promise<{ yaml: Buffer; image: Buffer; imageName: string }> {
  const got: Record<string, { bytes: Buffer; filename: string }> = {};
  for await (const part of parts) {
    if (part.type !== 'file' || (part.fieldname !== 'yaml' && part.fieldname !== 'image') || got[part.fieldname]) {
      if (part.type === 'file') part.file.resume();
      throw partError(part.fieldname.slice(0, 40), 'unexpectedPart', 'send two file parts only: "yaml" (map.yaml) and "image" (its PGM or PNG)');
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw partError(part.fieldname, 'maxSize', `must be at most ${MAX_UPLOAD_BYTES} bytes`);
    got[part.fieldname] = { bytes, filename: part.filename };
  }
  const { yaml, image } = got;
  const missing: FieldError[] = [];
  if (!yaml) missing.push({ path: 'yaml', code: 'required', message: 'choose the map.yaml' });
  if (!image) missing.push({ path: 'image', code: 'required', message: 'choose the map image (PGM or PNG)' });
  if (!yaml || !image) throw validationFailed(missing);
  return { yaml: yaml.bytes, image: image.bytes, imageName: image.filename };
}

/**
 * A floor's robot map in ROS map_server format and its floor plan placement:
 * GET/PUT /api/floors/:floorId/map (PUT: multipart `yaml` + `image`), GET .../map/map.yaml,
 * .../map/image (as uploaded), .../map/image.png (what browsers draw), .../map/preview.png (a large
 * map's small copy, drawn first), PUT .../map/plan.
 */
export async function floorMapRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.fileStorage;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/floors/:floorId/map', { config: { access: 'floorMaps.read' }, schema: { tags, summary: "A floor's robot map, plan placement and layout revision", params: FloorParams, response: { 200: FloorMapAnswer, ...errorResponses } } }, async (request) => {
    const floor = await scopedFloor(request, request.params.floorId, 'read');
    return floorMapAnswer(floor, await readFloorMap((await resourceContext(request, {})).db, floor.id));
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 0, parts: 2 } });
    scope.withTypeProvider<TypeBoxTypeProvider>().put('/api/floors/:floorId/map', { config: { access: 'floorMaps.upload' }, schema: { tags, summary: 'Upload a robot map: map.yaml and its PGM or PNG image (multipart parts "yaml" and "image")', params: FloorParams, response: { 200: FloorMapAnswer, ...errorResponses } } }, async (request) => {
      const session = request.session;
      if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
      const floor = await scopedFloor(request, request.params.floorId, 'write');
      if (!request.isMultipart()) throw partError('yaml', 'required', 'send map.yaml and its image as multipart/form-data');
      let parts: Awaited<ReturnType<typeof readMapParts>>;
      try {
        parts = await readMapParts(request.parts());
      } catch (error) {
        throw uploadRefusal(error) ?? error;
      }
      const parsed = parseMapYaml(parts.yaml.toString('utf8'));
      if (!parsed.ok) throw validationFailed(parsed.errors);
      let image: ReturnType<typeof readMapImage>;
      try {
        image = readMapImage(parts.image);
      } catch (error) {
        if (error instanceof MapImageError) throw partError('image', 'mapImage', error.message);
        throw error;
      }
      const info = await saveRobotMap(app.db, storage, floor, { values: parsed.values, image, bytes: parts.image }, session.operatorId);
      await request.server.audit(request, { action: 'update', targetType: 'floorMaps', targetId: floor.id, detail: { image: info.image, width: info.width, height: info.height, resolution: info.resolution } });
      return floorMapAnswer(floor, await readFloorMap((await resourceContext(request, {})).db, floor.id));
    });
  });

  api.get('/api/floors/:floorId/map/map.yaml', { config: { access: 'floorMaps.read' }, schema: { tags, summary: "The floor's map.yaml, as map_server reads it", params: FloorParams, response: { 200: Type.String(), ...errorResponses } } }, async (request, reply) => {
    const floor = await scopedFloor(request, request.params.floorId, 'read');
    const map = await readFloorMap((await resourceContext(request, {})).db, floor.id);
    if (!map.mapInfo) throw new ApiError('NOT_FOUND', 'This floor has no robot map yet');
    const { width: _w, height: _h, ...values } = map.mapInfo;
    return reply.header('content-type', 'application/yaml; charset=utf-8').header('content-disposition', 'attachment; filename="map.yaml"').send(writeMapYaml(values));
  });

  for (const [suffix, pick, summary] of [
    ['image', 'mapFileId', 'The map image as uploaded (PGM or PNG)'],
    ['image.png', 'mapPngFileId', 'The map image as a PNG browsers draw'],
    ['preview.png', 'mapPreviewFileId', `A large map image at most ${MAP_PREVIEW_SIDE} px a side, as a PNG (none for a smaller map)`],
    ['plan', 'planFileId', 'The floor plan image'],
  ] as const) {
    api.get(`/api/floors/:floorId/map/${suffix}`, { config: { access: 'floorMaps.read' }, schema: { tags, summary, params: FloorParams, response: errorResponses } }, async (request, reply) => {
      const floor = await scopedFloor(request, request.params.floorId, 'read');
      const file = await floorFile(app.db, (await readFloorMap((await resourceContext(request, {})).db, floor.id))[pick]);
      if (!file) throw new ApiError('NOT_FOUND', 'This floor has no such map image');
      return sendStoredFile(reply, storage, file);
    });
  }

  api.put('/api/floors/:floorId/map/plan', { config: { access: 'floorMaps.upload' }, schema: { tags, summary: 'Place the floor plan image (an upload of POST /api/files) on the map', params: FloorParams, body: FloorPlanSave, response: { 200: FloorMapAnswer, ...errorResponses } } }, async (request) => {
    const floor = await scopedFloor(request, request.params.floorId, 'write');
    const { fileId, placement } = request.body;
    if (fileId !== null) {
      const file = await findFile(app.db, fileId);
      if (!file || file.file_type !== 'image' || !(await canReadFile(request, file))) throw partError('fileId', 'notFound', 'is not an image you uploaded');
    }
    const before = await readFloorMap((await resourceContext(request, {})).db, floor.id);
    await writeFloorMap(app.db, storage, floor.id, { plan_file_id: fileId, plan_placement: JSON.stringify(placement) }, before.planFileId === fileId ? [] : [before.planFileId]);
    await request.server.audit(request, { action: 'update', targetType: 'floorMaps', targetId: floor.id, detail: { planFileId: fileId, placement } });
    return floorMapAnswer(floor, await readFloorMap((await resourceContext(request, {})).db, floor.id));
  });
}
