import { ThresholdLog } from '@fleetdeck/model';
import { entityDefinition } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';

/**
 * The threshold log (hits of threshold rules) at /api/threshold-logs: read-only, written by the
 * threshold engine, so only its list, count and get routes are registered. Derived but not
 * declared: the authorization matrix would then expect create, patch and delete routes.
 */
export const thresholdLogResource: ResourceDefinition = entityDefinition(ThresholdLog);
