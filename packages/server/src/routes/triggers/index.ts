import { TriggerLog, TriggerRule } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { entityDefinition, entityResource } from '../../resources/entity-resource.js';
import { registerEntity } from '../../resources/register-entities.js';
import { triggerReferencesCheck, triggerShapeCheck } from '../../triggers/trigger-checks.js';
import { registerReadOnlyResource } from '../thresholds/read-only-routes.js';
import '../../triggers/trigger-tables.js';

/** Trigger rules at /api/system/triggers (checked for what each event and target needs) and their read-only log at /api/system/trigger-logs. */
export async function triggerRoutes(app: FastifyInstance): Promise<void> {
  await registerEntity(app, TriggerRule, entityResource(TriggerRule, { checks: [triggerShapeCheck, triggerReferencesCheck] }));
  registerReadOnlyResource(app, entityDefinition(TriggerLog));
}
