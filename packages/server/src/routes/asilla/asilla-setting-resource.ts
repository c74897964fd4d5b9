import { AsillaSetting } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { robotAndFlowInBuilding } from './asilla-checks.js';

/** asilla settings: the building must be the organization's, the robot and flow the building's. */
export const asillaSettingResource: ResourceDefinition = entityResource(AsillaSetting, {
  checks: [buildingInOrganization, robotAndFlowInBuilding],
});
