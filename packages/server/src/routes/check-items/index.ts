import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { checkItemResource } from './check-item-resource.js';

/** Check item CRUD. */
export async function checkItemRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, checkItemResource);
}
