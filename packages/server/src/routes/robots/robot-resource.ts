import { Robot } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { robotPlacementChecks, robotSerialUniqueCheck } from './robot-checks.js';
import '../../gateway/robot-tables.js';

/**
 * Robots: the floor and group must be the building's, the serial number unique. The organization
 * follows the building (robot-routes.ts puts it in the input before the engine sees it). One list
 * request may read a whole large fleet.
 */
export const robotResource: ResourceDefinition = entityResource(Robot, {
  checks: [...robotPlacementChecks, robotSerialUniqueCheck],
  maxLimit: 10_000,
});
