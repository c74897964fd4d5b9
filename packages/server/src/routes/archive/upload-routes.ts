import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody, ArchiveLimits, ArchiveUploadCreate, ArchiveUploadState, Id } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { authenticateRobot, type UploadingRobot } from '../../archive/robot-http-auth.js';
import { hasArchiveContract, noArchiveContract } from '../../archive/archive-gate.js';
import { joinParts, partKey } from '../../archive/segment-parts.js';
import { sweepOrganization } from '../../archive/archive-sweep.js';
import { newStorageKey } from '../../storage/file-storage.js';
import type { ArchiveSegmentsTable } from '../../archive/archive-tables.js';

const Params = Type.Object({ id: Id });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const RANGE = /^bytes (\d{1,12})-(\d{1,12})\/(\d{1,12})$/;

function stateOf(row: Pick<ArchiveSegmentsTable, 'received' | 'size' | 'status'> & { id: number }): ArchiveUploadState {
  return { id: row.id, offset: row.received, size: row.size, complete: row.status === 'complete' };
}

/** The start of a segment's minute, and its archive address (UTC). */
function minuteOf(startsAt: string): { day: string; hour: number; minute: number } {
  const iso = new Date(startsAt).toISOString();
  return { day: iso.slice(0, 10), hour: Number(iso.slice(11, 13)), minute: Number(iso.slice(14, 16)) };
}

async function ownUpload(request: FastifyRequest, robot: UploadingRobot, id: number) {
  const row = await request.server.db.selectFrom('archive_segments').selectAll().where('id', '=', id).where('robot_id', '=', robot.id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', 'Upload not found');
  return row;
}

function parseRange(header: string | undefined, size: number, length: number): { start: number; end: number } {
  const match = RANGE.exec(header ?? '');
  const bad = (message: string) => new ApiError('VALIDATION_FAILED', message, [{ path: 'content-range', code: 'range', message }]);
  if (!match) throw bad('send Content-Range: bytes <first>-<last>/<size>');
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (total !== size) throw bad(`the upload is ${size} bytes, not ${total}`);
  if (end < start || end >= size) throw bad('the range lies outside the upload');
  if (end - start + 1 !== length) throw bad('the body is not as long as its range');
  return { start, end };
}

/**
 * Resumable uploads of recorded segments, by robots (docs/gateway-protocol.md "Recording
 * archive"): announce a segment, send it in Content-Range chunks from the offset the server
 * keeps, ask the offset again after a dropped link. The last chunk joins the parts into the
 * minute's file and keeps the organization within its plan.
 */
export async function archiveUploadRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ArchiveUploadCreate }>(
    '/api/archive/uploads',
    { config: { access: 'archive.robotUpload' }, schema: { tags: ['archive'], security: [], body: ArchiveUploadCreate, response: { 200: ArchiveUploadState, 201: ArchiveUploadState, ...errors } } },
    async (request, reply) => {
      const robot = await authenticateRobot(request);
      if (!(await hasArchiveContract(app.db, robot.organizationId))) throw noArchiveContract();
      const body = request.body;
      const startsAt = new Date(body.startsAt).toISOString();
      const existing = await app.db.selectFrom('archive_segments').selectAll().where('robot_id', '=', robot.id).where('starts_at', '=', startsAt).executeTakeFirst();
      if (existing) {
        if (existing.size !== body.size) throw new ApiError('CONFLICT', 'A segment with this start was announced with another size', [{ path: 'size', code: 'conflict', message: `is ${existing.size}` }]);
        return reply.status(200).send(stateOf(existing));
      }
      const now = new Date().toISOString();
      const inserted = await app.db.insertInto('archive_segments').values({
        organization_id: robot.organizationId, robot_id: robot.id, starts_at: startsAt, ...minuteOf(startsAt), duration_ms: body.durationMs,
        mime_type: body.mimeType, quality: body.quality, width: body.width, height: body.height, size: body.size, received: 0, parts: 0,
        status: 'uploading', storage_key: null, created_at: now, updated_at: now,
      }).onConflict((oc) => oc.columns(['robot_id', 'starts_at']).doNothing()).returningAll().executeTakeFirst();
      // A concurrent announcement of the same segment won the insert: answer its upload.
      const row = inserted ?? await app.db.selectFrom('archive_segments').selectAll().where('robot_id', '=', robot.id).where('starts_at', '=', startsAt).executeTakeFirstOrThrow();
      return reply.status(inserted ? 201 : 200).send(stateOf(row));
    },
  );

  app.get<{ Params: Static<typeof Params> }>(
    '/api/archive/uploads/:id',
    { config: { access: 'archive.robotUpload' }, schema: { tags: ['archive'], security: [], params: Params, response: { 200: ArchiveUploadState, ...errors } } },
    async (request) => stateOf(await ownUpload(request, await authenticateRobot(request), request.params.id)),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: ArchiveLimits.maxChunkBytes }, (_request, body, done) => done(null, body));
    scope.put<{ Params: Static<typeof Params>; Body: Buffer }>(
      '/api/archive/uploads/:id',
      { config: { access: 'archive.robotUpload' }, schema: { tags: ['archive'], security: [], params: Params, response: { 200: ArchiveUploadState, ...errors } } },
      async (request, reply) => {
        const robot = await authenticateRobot(request);
        const row = await ownUpload(request, robot, request.params.id);
        if (row.status === 'complete') return stateOf(row);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new ApiError('VALIDATION_FAILED', 'Send the bytes as application/octet-stream');
        const { start } = parseRange(request.headers['content-range'], row.size, body.length);
        if (start !== row.received) {
          reply.header('upload-offset', String(row.received));
          throw new ApiError('CONFLICT', `The upload continues at byte ${row.received}`, [{ path: 'content-range', code: 'offset', message: String(row.received) }]);
        }
        const storage = app.fileStorage;
        try {
          await storage.put(partKey(row.id, row.parts), body);
        } catch {
          // The same part is being written by a concurrent request: the robot asks for the offset again.
          throw new ApiError('CONFLICT', 'This chunk is already arriving', [{ path: 'content-range', code: 'offset', message: String(row.received) }]);
        }
        const received = row.received + body.length;
        const now = new Date().toISOString();
        const moved = await app.db.updateTable('archive_segments').set({ received, parts: row.parts + 1, updated_at: now })
          .where('id', '=', row.id).where('received', '=', row.received).executeTakeFirst();
        if (moved.numUpdatedRows !== 1n) {
          await storage.delete(partKey(row.id, row.parts));
          throw new ApiError('CONFLICT', 'The upload moved on meanwhile', [{ path: 'content-range', code: 'offset', message: String(row.received) }]);
        }
        if (received < row.size) return { id: row.id, offset: received, size: row.size, complete: false };
        const key = newStorageKey();
        await joinParts(storage, row.id, row.parts + 1, key);
        await app.db.updateTable('archive_segments').set({ status: 'complete', storage_key: key, updated_at: now }).where('id', '=', row.id).execute();
        await sweepOrganization(app.db, storage, robot.organizationId);
        return { id: row.id, offset: received, size: row.size, complete: true };
      },
    );
  });
}
