import { ChatTestExchange, ChatTestMessage } from '@fleetdeck/model';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { appendExchange } from '../../guide/chat-exchange.js';
import { resourceContext } from '../../resources/resource-context.js';
import { findScoped, notFound } from '../../resources/resource-reader.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { chatResource } from './chat-resource.js';

/**
 * POST /api/chats/:id/test-messages: a test chat line from whoever may read the chat. The robot's
 * answer comes from the chat's building's knowledge groups (the same answerer guide robots ask
 * through the gateway); both lines are stored and the answer is `reply`.
 */
export async function chatTestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/chats/:id/test-messages',
    {
      config: { access: 'chats.testMessage' },
      schema: { tags: ['chats'], summary: 'Send a test chat message and get the answer', params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: ChatTestMessage, response: { 201: ChatTestExchange, ...errorResponses } },
    },
    async (request, reply) => {
      const id = request.params.id;
      const ctx = await resourceContext(request, {});
      const chat = await findScoped(ctx, chatResource, id);
      if (!chat) throw notFound(chatResource);
      const { text } = request.body;
      const answer = await app.knowledgeAnswerer.answer(Number(chat.buildingId), text);
      const stored = await appendExchange(ctx.db, id, text, answer, true);
      await request.server.audit(request, { action: 'create', targetType: 'chatMessages', targetId: stored.question.id, detail: { chatId: id, replyId: stored.reply.id } });
      return reply.status(201).send({ ...stored.question, reply: stored.reply });
    },
  );
}
