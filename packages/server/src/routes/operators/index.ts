import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { operatorResource } from './operator-resource.js';

/** Operator account CRUD (sign-in calls live in routes/auth). */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, operatorResource);
}
