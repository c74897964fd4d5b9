import { MapArea, MapRoute, Waypoint } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { floorInBuilding } from '../../rules/in-building.js';
import { waypointInFlowCheck } from './waypoint-flow-uses.js';
import { areaSpeedCheck, bumpRecordFloor, routeEndsCheck, waypointActionCheck, waypointOnMapCheck } from './map-checks.js';

/** Waypoints: the floor is the building's, an action waypoint names its action, a waypoint lies on the floor's map, one a flow goes to stays. */
export const waypointResource: ResourceDefinition = entityResource(Waypoint, {
  checks: [floorInBuilding, waypointActionCheck, waypointOnMapCheck, waypointInFlowCheck],
  inTransaction: (trx, { id }) => bumpRecordFloor(trx, { table: 'waypoints' }, id),
});

/** Map routes: the floor is the building's, both ends different waypoints of it. */
export const mapRouteResource: ResourceDefinition = entityResource(MapRoute, {
  checks: [floorInBuilding, routeEndsCheck],
  inTransaction: (trx, { id }) => bumpRecordFloor(trx, { table: 'map_routes' }, id),
});

/** Speed and no-go areas: the floor is the building's, a speed area names its speed. */
export const mapAreaResource: ResourceDefinition = entityResource(MapArea, {
  checks: [floorInBuilding, areaSpeedCheck],
  inTransaction: (trx, { id }) => bumpRecordFloor(trx, { table: 'map_areas' }, id),
});
