import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody } from '@fleetdeck/model';
import { compileWhere } from '../../filter/compile-filter.js';
import { parseCountWhere } from '../../filter/parse-filter.js';
import { auditLogFilterSpec } from './audit-log-routes.js';

const Query = Type.Object({ where: Type.Optional(Type.String({ maxLength: 10_000 })) });

/** `{count}` of the audit log for a where, so the my/audit-logs/{page} pager can say how many pages there are. */
export async function auditLogCountRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/my/audit-logs/count',
    {
      config: { access: 'account.auditLogs' },
      schema: { tags: ['my'], querystring: Query, response: { 200: Type.Object({ count: Type.Integer() }), 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody } },
    },
    async (request) => {
      const where = parseCountWhere(request.query.where, auditLogFilterSpec);
      let query = app.db.selectFrom('audit_logs').select((eb) => eb.fn.countAll<number>().as('count'));
      if (where) query = query.where((eb) => compileWhere(eb, where));
      const row = await query.executeTakeFirst();
      return { count: Number(row?.count ?? 0) };
    },
  );
}
