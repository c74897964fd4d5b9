import { Floor } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInUseByFlowCheck } from '../../rules/floor-in-use.js';
import { buildingResource } from './building-resource.js';

/** Floors of a building: the building decides scope; a floor used by a flow cannot be deleted (§5). */
export const floorResource: ResourceDefinition = entityResource(Floor, {
  parent: { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' },
  // The table stamps its rows although the §7 answer carries no timestamps.
  timestamps: true,
  checks: [floorInUseByFlowCheck],
});
