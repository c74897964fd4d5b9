import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { registerReadOnlyResource } from './read-only-routes.js';
import { thresholdLogResource } from './threshold-log-resource.js';
import { thresholdRuleResource } from './threshold-rule-resource.js';

/** Threshold rule CRUD and the read-only threshold log. */
export async function thresholdRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, thresholdRuleResource);
  registerReadOnlyResource(app, thresholdLogResource);
}
