import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, ScheduleOccurrence, ScheduleOccurrenceQuery, type ScheduleResult } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { resourceContext } from '../../resources/resource-context.js';
import { occurrencesBetween } from '../../schedules/occurrences.js';
import { entriesWhere } from '../../schedules/schedule-store.js';

/** Widest range one call expands (a month view with its leading and trailing weeks fits). */
const MAX_RANGE_MS = 62 * 24 * 60 * 60 * 1000;

/** GET /api/schedules/occurrences: every occurrence of the caller's entries in [from, to), with its log result. */
export async function occurrenceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/schedules/occurrences', {
    config: { access: 'schedules.list' },
    schema: {
      tags: ['schedules'],
      summary: 'Occurrences of the schedule entries in a range, in their buildings\' local time, with the log result of those that ran',
      querystring: ScheduleOccurrenceQuery,
      response: { 200: Type.Array(ScheduleOccurrence), '4xx': ApiErrorBody },
    },
  }, async (request) => {
    const { from: fromText, to: toText, buildingId, robotId } = request.query;
    const from = Date.parse(fromText);
    const to = Date.parse(toText);
    if (!(to > from) || to - from > MAX_RANGE_MS) {
      const message = 'must be after from, at most 62 days later';
      throw new ApiError('VALIDATION_FAILED', `to: ${message}`, [{ path: 'to', code: 'range', message }]);
    }
    const { scope } = await resourceContext(request, {});
    const entries = await entriesWhere(app.db, {
      organizationIds: scope.all ? 'all' : [...scope.readOrgs],
      ...(buildingId !== undefined ? { buildingId } : {}),
      ...(robotId !== undefined ? { robotId } : {}),
    });
    const results = await resultsOf(app, entries.map((entry) => entry.id), from, to);
    return entries
      .flatMap((entry) => occurrencesBetween(entry, entry.timeZone, from, to).map((occurrence) => {
        const start = new Date(occurrence.start).toISOString();
        return {
          scheduleId: entry.id,
          title: entry.title,
          buildingId: entry.buildingId,
          robotId: entry.robotId,
          flowId: entry.flowId,
          priority: entry.priority,
          repeat: entry.repeat,
          start,
          end: new Date(occurrence.end).toISOString(),
          localStart: occurrence.localStart,
          localEnd: occurrence.localEnd,
          timeZone: entry.timeZone,
          result: results.get(`${entry.id}@${start}`) ?? null,
        };
      }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.scheduleId - b.scheduleId);
  });
}

async function resultsOf(app: FastifyInstance, ids: number[], from: number, to: number): Promise<Map<string, ScheduleResult>> {
  if (ids.length === 0) return new Map();
  const day = 24 * 60 * 60 * 1000;
  const rows = await app.db
    .selectFrom('schedule_logs')
    .select(['schedule_id', 'planned_start', 'result'])
    .where('schedule_id', 'in', ids)
    .where('planned_start', '>=', new Date(from - day).toISOString())
    .where('planned_start', '<', new Date(to).toISOString())
    .execute();
  return new Map(rows.map((row) => [`${row.schedule_id}@${row.planned_start}`, row.result as ScheduleResult]));
}
