import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody, ArchiveBuildingDay, ArchiveDayMarks, ArchiveRobotDay, ArchiveRobotDays, ArchiveUsage, ArchiveVideoUrl, Id } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { requireArchiveContract, visibleArchiveRobot } from '../../archive/archive-gate.js';
import { planLimits, usedBytes } from '../../archive/plan-limits.js';
import { requestedRange } from '../../archive/byte-range.js';
import { segmentRecord } from '../../archive/segment-record.js';
import { dayMarks } from '../../archive/day-marks.js';
import { resourceContext } from '../../resources/resource-context.js';
import { findScoped } from '../../resources/resource-reader.js';
import { robotResource } from '../robots/robot-resource.js';
import { buildingResource } from '../buildings/building-resource.js';
import { requireSession } from '../../plugins/auth.js';
import { signUrl } from '../../auth/signed-url.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const ListQuery = Type.Object({ buildingId: Type.Optional(Id) });
// The day's form is checked after the contract, so a caller without the archive always hears that first.
const DayParams = Type.Object({ serialNo: Type.String({ minLength: 1, maxLength: 24 }), day: Type.String({ maxLength: 10 }) });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SegmentParams = Type.Object({ id: Id });
const BuildingDayParams = Type.Object({ buildingId: Id, day: Type.String({ maxLength: 10 }) });
const dayRefused = () => new ApiError('VALIDATION_FAILED', 'Name the day as YYYY-MM-DD', [{ path: 'day', code: 'format', message: 'must be a date YYYY-MM-DD' }]);

/** The archive screens' calls: robots with their recorded days, one robot's day, a minute's video, the plan's usage. */
export async function archiveRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/archive/robots',
    { config: { access: 'archive.list' }, schema: { tags: ['archive'], querystring: ListQuery, response: { 200: Type.Array(ArchiveRobotDays), ...errors } } },
    async (request) => {
      await requireArchiveContract(request);
      const ctx = await resourceContext(request, {});
      let robots = app.db.selectFrom('robots').select(['id', 'serial_no', 'name', 'building_id'])
        .where('id', 'in', app.db.selectFrom('archive_segments').select('robot_id').where('status', '=', 'complete'));
      if (request.query.buildingId !== undefined) robots = robots.where('building_id', '=', request.query.buildingId);
      const answer: ArchiveRobotDays[] = [];
      for (const robot of await robots.orderBy('name').execute()) {
        if (!(await findScoped(ctx, robotResource, robot.id))) continue;
        const days = await app.db.selectFrom('archive_segments')
          .select((eb) => ['day', eb.fn.countAll<number>().as('minutes'), eb.fn.sum<number>('size').as('bytes')])
          .where('robot_id', '=', robot.id).where('status', '=', 'complete').groupBy('day').orderBy('day', 'desc').execute();
        answer.push({
          robotId: robot.id, serialNo: robot.serial_no, name: robot.name, buildingId: robot.building_id,
          days: days.map((d) => ({ day: d.day, minutes: Number(d.minutes), bytes: Number(d.bytes) })),
        });
      }
      return answer;
    },
  );

  app.get<{ Params: Static<typeof DayParams> }>(
    '/api/archive/robots/:serialNo/days/:day',
    { config: { access: 'archive.read' }, schema: { tags: ['archive'], params: DayParams, response: { 200: ArchiveRobotDay, ...errors } } },
    async (request) => {
      await requireArchiveContract(request);
      if (!DAY.test(request.params.day)) throw dayRefused();
      const robot = await visibleArchiveRobot(request, request.params.serialNo);
      const rows = await app.db.selectFrom('archive_segments').selectAll()
        .where('robot_id', '=', robot.id).where('day', '=', request.params.day).where('status', '=', 'complete').orderBy('starts_at').execute();
      return { robotId: robot.id, serialNo: robot.serialNo, name: robot.name, buildingId: robot.buildingId, day: request.params.day, segments: rows.map(segmentRecord) };
    },
  );

  app.get<{ Params: Static<typeof DayParams> }>(
    '/api/archive/robots/:serialNo/days/:day/marks',
    { config: { access: 'archive.marks' }, schema: { tags: ['archive'], params: DayParams, response: { 200: ArchiveDayMarks, ...errors } } },
    async (request) => {
      await requireArchiveContract(request);
      if (!DAY.test(request.params.day)) throw dayRefused();
      const robot = await visibleArchiveRobot(request, request.params.serialNo);
      return dayMarks(app.db, robot, request.params.day, requireSession(request).userType);
    },
  );

  app.get<{ Params: Static<typeof BuildingDayParams> }>(
    '/api/archive/buildings/:buildingId/days/:day',
    { config: { access: 'archive.read' }, schema: { tags: ['archive'], params: BuildingDayParams, response: { 200: ArchiveBuildingDay, ...errors } } },
    async (request) => {
      await requireArchiveContract(request);
      const { buildingId, day } = request.params;
      if (!DAY.test(day)) throw dayRefused();
      const ctx = await resourceContext(request, {});
      if (!(await findScoped(ctx, buildingResource, buildingId))) throw new ApiError('NOT_FOUND', 'Building not found');
      const rows = await app.db.selectFrom('archive_segments').innerJoin('robots', 'robots.id', 'archive_segments.robot_id')
        .selectAll('archive_segments').select(['robots.serial_no', 'robots.name'])
        .where('robots.building_id', '=', buildingId).where('archive_segments.day', '=', day).where('archive_segments.status', '=', 'complete')
        .orderBy('robots.name').orderBy('archive_segments.starts_at').execute();
      const robots = new Map<number, ArchiveBuildingDay['robots'][number]>();
      const hidden = new Set<number>();
      for (const row of rows) {
        if (hidden.has(row.robot_id)) continue;
        let robot = robots.get(row.robot_id);
        if (!robot) {
          // A robot the caller may not see (account tags can narrow a building) stays out.
          if (!(await findScoped(ctx, robotResource, row.robot_id))) {
            hidden.add(row.robot_id);
            continue;
          }
          robot = { robotId: row.robot_id, serialNo: row.serial_no, name: row.name, segments: [] };
          robots.set(row.robot_id, robot);
        }
        robot.segments.push(segmentRecord(row));
      }
      return { buildingId, day, robots: [...robots.values()] };
    },
  );

  /** A complete segment the caller may see (its robot scoped like the robot list), else 404. */
  const visibleSegment = async (request: FastifyRequest, id: number) => {
    const segment = await app.db.selectFrom('archive_segments').innerJoin('robots', 'robots.id', 'archive_segments.robot_id')
      .select(['archive_segments.storage_key', 'archive_segments.size', 'archive_segments.mime_type', 'archive_segments.starts_at', 'robots.serial_no'])
      .where('archive_segments.id', '=', id).where('archive_segments.status', '=', 'complete').executeTakeFirst();
    if (!segment?.storage_key) throw new ApiError('NOT_FOUND', 'Recording not found');
    await visibleArchiveRobot(request, segment.serial_no);
    return { ...segment, storage_key: segment.storage_key };
  };

  app.get<{ Params: Static<typeof SegmentParams> }>(
    '/api/archive/segments/:id/video-url',
    { config: { access: 'archive.read' }, schema: { tags: ['archive'], params: SegmentParams, response: { 200: ArchiveVideoUrl, ...errors } } },
    async (request, reply) => {
      await requireArchiveContract(request);
      await visibleSegment(request, request.params.id);
      // Each answer is a new grant: nothing keeps one for a later caller.
      reply.header('cache-control', 'no-store');
      return signUrl(app, `/api/archive/segments/${request.params.id}/video`, requireSession(request));
    },
  );

  // With the bearer token, or by a URL from video-url above (signedUrl), which a <video> loads with Range requests by itself.
  app.get<{ Params: Static<typeof SegmentParams> }>(
    '/api/archive/segments/:id/video',
    { config: { access: 'archive.read', signedUrl: true }, schema: { tags: ['archive'], params: SegmentParams, response: errors } },
    async (request, reply) => {
      await requireArchiveContract(request);
      const segment = await visibleSegment(request, request.params.id);
      const extension = segment.mime_type === 'video/webm' ? 'webm' : 'mp4';
      const name = `${segment.serial_no}-${segment.starts_at.slice(0, 16).replace(/[-:T]/g, '')}.${extension}`;
      reply.header('accept-ranges', 'bytes').header('content-type', segment.mime_type).header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600').header('content-disposition', `inline; filename="${name}"`);
      const range = requestedRange(request.headers.range, segment.size);
      // Range Not Satisfiable carries only where the recording ends (RFC 9110 §15.5.17).
      if (range === null) return reply.status(416).header('content-range', `bytes */${segment.size}`).send();
      if (!range) return reply.header('content-length', String(segment.size)).send(app.fileStorage.stream(segment.storage_key));
      return reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${segment.size}`)
        .header('content-length', String(range.end - range.start + 1)).send(app.fileStorage.stream(segment.storage_key, range));
    },
  );

  app.get(
    '/api/archive/usage',
    { config: { access: 'archive.usage' }, schema: { tags: ['archive'], response: { 200: ArchiveUsage, ...errors } } },
    async (request) => {
      await requireArchiveContract(request);
      const { organizationId } = requireSession(request);
      const limits = await planLimits(app.db, organizationId);
      return { ...limits, usedBytes: await usedBytes(app.db, organizationId) };
    },
  );
}
