import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody, SyncHistoryRecord } from '@fleetdeck/model';
import { applyFilter, compileWhere } from '../../filter/compile-filter.js';
import type { FilterSpec } from '../../filter/filter-spec.js';
import { parseCountWhere, parseFilter } from '../../filter/parse-filter.js';

/** Which sync-history fields a filter may name. */
export const syncHistoryFilterSpec: FilterSpec = {
  fields: {
    id: { kind: 'integer' },
    target: { kind: 'string' },
    direction: { kind: 'string' },
    status: { kind: 'string' },
    itemCount: { kind: 'integer', column: 'item_count' },
    message: { kind: 'string', sortable: false },
    startedAt: { kind: 'datetime', column: 'started_at' },
    finishedAt: { kind: 'datetime', column: 'finished_at', nullable: true },
  },
  relations: [],
};

const ListQuery = Type.Object({ filter: Type.Optional(Type.String({ maxLength: 10_000 })) });
const CountQuery = Type.Object({ where: Type.Optional(Type.String({ maxLength: 10_000 })) });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * The read-only history of synchronisation runs (system/sync-history/list/{page}), newest first
 * unless the filter orders it. Hand-written rather than an engine resource: nobody writes it.
 */
export async function syncHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/system/sync-history',
    { config: { access: 'system.syncHistory' }, schema: { tags: ['system'], querystring: ListQuery, response: { 200: Type.Array(SyncHistoryRecord), ...errors } } },
    async (request) => {
      const filter = parseFilter(request.query.filter, syncHistoryFilterSpec);
      if (filter.order.length === 0) filter.order = [{ field: 'startedAt', column: 'started_at', direction: 'desc' }];
      const rows = await applyFilter(app.db.selectFrom('sync_history').selectAll(), filter).execute();
      return rows.map((r) => ({
        id: r.id, target: r.target, direction: r.direction, status: r.status, itemCount: r.item_count, message: r.message,
        startedAt: r.started_at, finishedAt: r.finished_at,
      }));
    },
  );
  app.get<{ Querystring: Static<typeof CountQuery> }>(
    '/api/system/sync-history/count',
    { config: { access: 'system.syncHistory' }, schema: { tags: ['system'], querystring: CountQuery, response: { 200: Type.Object({ count: Type.Integer() }), ...errors } } },
    async (request) => {
      const where = parseCountWhere(request.query.where, syncHistoryFilterSpec);
      let query = app.db.selectFrom('sync_history').select((eb) => eb.fn.countAll<number>().as('count'));
      if (where) query = query.where((eb) => compileWhere(eb, where));
      const row = await query.executeTakeFirst();
      return { count: Number(row?.count ?? 0) };
    },
  );
}
