import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { organizationResource } from './organization-resource.js';

/** Organization CRUD with notification targets and account tags. */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, organizationResource);
}
