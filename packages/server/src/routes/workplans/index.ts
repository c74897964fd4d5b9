import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { registerBuildingOwned } from '../../rules/building-owned.js';
import { workPlanResource } from './work-plan-resource.js';
import { workPlanTemplateResource } from './work-plan-template-resource.js';

/** Work plans and work plan templates. */
export async function workPlanRoutes(app: FastifyInstance): Promise<void> {
  await registerBuildingOwned(app, workPlanResource);
  registerResource(app, workPlanTemplateResource);
}
