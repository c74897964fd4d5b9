import { FlowGroup, RobotGroup } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingResource } from './building-resource.js';

const parent = { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' };

/** Robot groups of a building at /api/buildings/:buildingId/groups; the building decides scope. */
export const robotGroupResource: ResourceDefinition = entityResource(RobotGroup, { parent });
/** Flow groups of a building at /api/buildings/:buildingId/flowGroups; the building decides scope. */
export const flowGroupResource: ResourceDefinition = entityResource(FlowGroup, { parent });
