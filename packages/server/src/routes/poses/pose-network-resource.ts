import { PoseNetwork } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { poseNetworkGraphCheck } from './pose-network-checks.js';

/** Pose networks: the floor must be the building's (checked first), every node a pose of it, every edge between two nodes. */
export const poseNetworkResource: ResourceDefinition = entityResource(PoseNetwork, {
  checks: [floorInBuilding, poseNetworkGraphCheck],
});
