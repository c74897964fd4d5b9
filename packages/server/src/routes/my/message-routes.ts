import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody, MessagePage, MessageRecord, Id } from '@fleetdeck/model';
import { requireSession } from '../../plugins/auth.js';
import { ApiError } from '../../errors/api-error.js';
import '../system/system-tables.js';

const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  unreadOnly: Type.Optional(Type.Boolean()),
});
const Params = Type.Object({ id: Id });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

function toMessage(row: { id: number; level: number; title: string; body: string; created_at: string; read_at: string | null }) {
  return { id: row.id, level: row.level, title: row.title, body: row.body, createdAt: row.created_at, readAt: row.read_at };
}

/** The caller's messages (my/messages/{page}, admins): a page newest first, and marking read. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/api/my/messages',
    { config: { access: 'account.messages' }, schema: { tags: ['my'], querystring: PageQuery, response: { 200: MessagePage, ...errors } } },
    async (request) => {
      const session = requireSession(request);
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      let base = app.db.selectFrom('messages').where('operator_id', '=', session.operatorId);
      if (request.query.unreadOnly) base = base.where('read_at', 'is', null);
      const [items, totals, unread] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        app.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('operator_id', '=', session.operatorId).where('read_at', 'is', null).executeTakeFirst(),
      ]);
      return { items: items.map(toMessage), total: Number(totals?.n ?? 0), unread: Number(unread?.n ?? 0), page, pageSize };
    },
  );

  app.post<{ Params: Static<typeof Params> }>(
    '/api/my/messages/:id/read',
    { config: { access: 'account.messages' }, schema: { tags: ['my'], params: Params, response: { 200: MessageRecord, ...errors } } },
    async (request) => {
      const session = requireSession(request);
      const row = await app.db.selectFrom('messages').selectAll().where('id', '=', request.params.id).where('operator_id', '=', session.operatorId).executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND', 'No such message');
      if (row.read_at) return toMessage(row);
      const readAt = new Date().toISOString();
      await app.db.updateTable('messages').set({ read_at: readAt }).where('id', '=', row.id).execute();
      return toMessage({ ...row, read_at: readAt });
    },
  );

  app.post(
    '/api/my/messages/read-all',
    { config: { access: 'account.messages' }, schema: { tags: ['my'], response: { 200: Type.Object({ updated: Type.Integer() }), ...errors } } },
    async (request) => {
      const session = requireSession(request);
      const result = await app.db
        .updateTable('messages')
        .set({ read_at: new Date().toISOString() })
        .where('operator_id', '=', session.operatorId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return { updated: Number(result.numUpdatedRows) };
    },
  );
}
