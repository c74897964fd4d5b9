import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { knowledgeGroupResource } from './knowledge-group-resource.js';

/** Knowledge group CRUD with their Q&A. */
export async function knowledgeRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, knowledgeGroupResource);
}
