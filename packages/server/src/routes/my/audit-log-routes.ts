import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody } from '@fleetdeck/model';
import { parseFilter } from '../../filter/parse-filter.js';
import { applyFilter } from '../../filter/compile-filter.js';
import type { FilterSpec } from '../../filter/filter-spec.js';

/** Which audit-log fields a filter may name. */
export const auditLogFilterSpec: FilterSpec = {
  fields: {
    id: { kind: 'integer' },
    at: { kind: 'datetime' },
    operatorId: { kind: 'integer', column: 'operator_id', nullable: true },
    loginId: { kind: 'string', column: 'login_id', nullable: true },
    action: { kind: 'string' },
    targetType: { kind: 'string', column: 'target_type' },
    targetId: { kind: 'string', column: 'target_id', nullable: true },
    ip: { kind: 'string' },
    method: { kind: 'string' },
    path: { kind: 'string' },
    statusCode: { kind: 'integer', column: 'status_code', nullable: true },
  },
  relations: [],
  defaultLimit: 100,
  maxLimit: 1000,
};

const AuditLog = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  loginId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  method: Type.String(),
  path: Type.String(),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
});
const Query = Type.Object({ filter: Type.Optional(Type.String({ maxLength: 10_000 })) });

/** The audit log, newest first unless the filter orders it, for system admins. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/my/audit-logs',
    { config: { access: 'account.auditLogs' }, schema: { tags: ['my'], querystring: Query, response: { 200: Type.Array(AuditLog), 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody } } },
    async (request) => {
      const filter = parseFilter(request.query.filter, auditLogFilterSpec);
      if (filter.order.length === 0) filter.order = [{ field: 'id', column: 'id', direction: 'desc' }];
      const rows = await applyFilter(app.db.selectFrom('audit_logs').selectAll(), filter).execute();
      return rows.map((r) => ({
        id: r.id, at: r.at, operatorId: r.operator_id, loginId: r.login_id, action: r.action, targetType: r.target_type,
        targetId: r.target_id, detail: r.detail, ip: r.ip, method: r.method, path: r.path, statusCode: r.status_code,
      }));
    },
  );
}
