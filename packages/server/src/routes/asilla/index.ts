import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { asillaSettingResource } from './asilla-setting-resource.js';

/** asilla setting CRUD. */
export async function asillaRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, asillaSettingResource);
}
