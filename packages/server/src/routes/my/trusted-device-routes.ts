import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LRUCache } from 'lru-cache';
import { ApiErrorBody, TrustedDevice, Id } from '@fleetdeck/model';
import { requireSession } from '../../plugins/auth.js';
import { ApiError } from '../../errors/api-error.js';
import '../system/system-tables.js';

// Recording every call would add a write per request; a minute is fine enough for "last used".
const TOUCH_INTERVAL_MS = 60_000;
const MAX_USER_AGENT = 512;
const Params = Type.Object({ id: Id });

/**
 * Trusted devices of the caller (my/devices): each live sign-in token with the browser's user
 * agent, address and last use, and revoking one. A hook notes the user agent and last use.
 */
export async function trustedDeviceRoutes(app: FastifyInstance): Promise<void> {
  const touched = new LRUCache<number, { at: number; userAgent: string }>({ max: 10_000 });
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    if (!session) return;
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT);
    const last = touched.get(session.tokenId);
    const nowMs = Date.now();
    if (last && last.userAgent === userAgent && nowMs - last.at < TOUCH_INTERVAL_MS) return;
    touched.set(session.tokenId, { at: nowMs, userAgent });
    await app.db
      .updateTable('access_tokens')
      .set({ user_agent: userAgent, last_used_at: new Date(nowMs).toISOString() })
      .where('id', '=', session.tokenId)
      .execute();
  });

  app.get('/api/my/devices', { config: { access: 'account.devices' }, schema: { tags: ['my'], response: { 200: Type.Array(TrustedDevice), 401: ApiErrorBody } } }, async (request) => {
    const session = requireSession(request);
    const rows = await app.db
      .selectFrom('access_tokens')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
      .where('operator_id', '=', session.operatorId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id, userAgent: r.user_agent, ip: r.ip, signedInAt: r.created_at, lastUsedAt: r.last_used_at, expiresAt: r.expires_at,
      current: r.id === session.tokenId,
    }));
  });

  app.delete<{ Params: Static<typeof Params> }>(
    '/api/my/devices/:id',
    { config: { access: 'account.devices' }, schema: { tags: ['my'], params: Params, response: { 204: Type.Null(), 401: ApiErrorBody, 404: ApiErrorBody } } },
    async (request, reply) => {
      const session = requireSession(request);
      const result = await app.db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', request.params.id)
        .where('operator_id', '=', session.operatorId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', 'No such device');
      await app.audit(request, { action: 'revokeDevice', targetType: 'accessTokens', targetId: request.params.id });
      return reply.status(204).send();
    },
  );
}
