import { Pose } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { poseInNetworkCheck } from './pose-network-checks.js';

/** Pose definitions: the floor must be the building's, and a pose a network uses keeps its floor. */
export const poseResource: ResourceDefinition = entityResource(Pose, {
  checks: [floorInBuilding, poseInNetworkCheck],
});
