import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { apiKeyResource } from './key-resource.js';

/** API keys of the key manager (system/skyway/list, system/azure/list). */
export async function keyRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, apiKeyResource);
}
