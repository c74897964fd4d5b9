import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What one audit row says was done. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  detail?: unknown;
  /** Who, when the request has no session yet (login attempts). */
  loginId?: string;
  operatorId?: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Decorates `app.audit` and records every successful API write no route recorded itself. */
export function setupAudit(app: FastifyInstance): void {
  app.decorate('audit', async (request: FastifyRequest, entry: AuditEntry) => {
    request.audited = true;
    await app.db
      .insertInto('audit_logs')
      .values({
        at: new Date().toISOString(),
        operator_id: entry.operatorId ?? request.session?.operatorId ?? null,
        login_id: entry.loginId ?? request.session?.loginId ?? null,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
        detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
        ip: request.ip,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        status_code: null,
      })
      .execute();
  });

  // Written before the answer leaves (onSend, not onResponse): a client told its write succeeded
  // finds it in the audit log even when the process dies the moment after (a SIGKILL, a crash).
  // A callback hook, not an async one: reads (nearly every call) pass at once without a promise.
  // Any route's `:id`: text, or an integer where the route's schema coerced it.
  app.addHook<unknown, { Params: { id?: string | number } }>('onSend', (request, reply, payload, done) => {
    if (request.audited || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return done(null, payload);
    request.audited = true;
    const targetId = request.params.id;
    app.db
      .insertInto('audit_logs')
      .values({
        at: new Date().toISOString(),
        operator_id: request.session?.operatorId ?? null,
        login_id: request.session?.loginId ?? null,
        action: `${request.method} ${route}`,
        target_type: route.split('/')[2] ?? 'api',
        target_id: targetId === undefined ? null : String(targetId),
        detail: null,
        ip: request.ip,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        status_code: reply.statusCode,
      })
      .execute()
      .catch((err: unknown) => request.log.error({ err }, 'audit write failed'))
      .finally(() => done(null, payload));
  });
}
