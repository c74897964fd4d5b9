import { WorkPlan } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';

/** Work plans: the floor must be one of the building's, the definition valid JSON. */
export const workPlanResource: ResourceDefinition = entityResource(WorkPlan, {
  checks: [floorInBuilding, jsonSyntaxCheck('definition')],
});
