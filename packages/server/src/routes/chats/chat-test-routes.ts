import { ChatMessageRecord, ChatTestMessage } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { resourceContext } from '../../resources/resource-context.js';
import { findScoped, notFound } from '../../resources/resource-reader.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { chatResource } from './chat-resource.js';

/**
 * POST /api/chats/:id/test-messages: a test chat line from whoever may read the chat. It is stored
 * and shown; answering it is the chat service's job, which this server does not run.
 */
export async function chatTestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/chats/:id/test-messages',
    {
      config: { access: 'chats.testMessage' },
      schema: { tags: ['chats'], summary: 'Send a test chat message', params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: ChatTestMessage, response: { 201: ChatMessageRecord, ...errorResponses } },
    },
    async (request, reply) => {
      const id = request.params.id;
      const ctx = await resourceContext(request, {});
      if (!(await findScoped(ctx, chatResource, id))) throw notFound(chatResource);
      const { text } = request.body;
      const row = await ctx.db
        .insertInto('chat_messages')
        .values({ chat_id: id, speaker: 'user', text, test: 1, at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await ctx.db.updateTable('chats').set({ updated_at: new Date().toISOString() }).where(sql.ref('id'), '=', id).execute();
      await request.server.audit(request, { action: 'create', targetType: 'chatMessages', targetId: Number(row.id), detail: { chatId: id } });
      return reply.status(201).send({ id: Number(row.id), speaker: 'user', text: String(row.text), test: true, at: String(row.at) });
    },
  );
}
