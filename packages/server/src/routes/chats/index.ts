import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { chatResource } from './chat-resource.js';
import { chatTestRoutes } from './chat-test-routes.js';

/** Chat records and test chat. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, chatResource);
  await chatTestRoutes(app);
}
