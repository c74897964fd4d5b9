import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import type { FieldError } from './field-error.js';

// Routes of a floor's map (issue 18): a lane robots drive between two waypoints of the floor, one
// way (from → to) or both, with the lane's width in metres.

/** A lane's width in metres. */
export const LaneWidth = Type.Number({ minimum: 0.1, maximum: 20 });

/** Map routes: anyone signed in reads, administrators write; both ends are waypoints of the route's floor. */
export const MapRoute = defineEntity({
  name: 'mapRoutes',
  area: 'mapRoutes',
  path: '/map-routes',
  table: 'map_routes',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', labelKey: 'route.buildingId' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', labelKey: 'route.floorId' }),
    fromWaypointId: field(Id, { input: 'required', listColumn: 'shown', labelKey: 'route.fromWaypointId' }),
    toWaypointId: field(Id, { input: 'required', listColumn: 'shown', labelKey: 'route.toWaypointId' }),
    twoWay: field(Type.Boolean(), { initial: true, listColumn: 'shown', labelKey: 'route.twoWay' }),
    laneWidth: field(LaneWidth, { initial: 1, listColumn: 'shown', labelKey: 'route.laneWidth', hintKey: 'route.laneWidthHint' }),
  },
  titleField: 'fromWaypointId',
  defaultSort: { id: 'id', desc: false },
});

/** A map route as the API answers it. */
export const MapRouteRecord = MapRoute.record;
export type MapRouteRecord = Static<typeof MapRouteRecord>;
/** Body to create a map route. */
export const MapRouteCreate = MapRoute.create;
export type MapRouteCreate = Static<typeof MapRouteCreate>;
/** Body to change a map route. */
export const MapRouteUpdate = MapRoute.update;
export type MapRouteUpdate = Static<typeof MapRouteUpdate>;

/** The map editor's form of one route: the route resource's own lane fields and rules. */
export const MapRouteLaneForm = Type.Object({ twoWay: MapRoute.fields.twoWay.schema, laneWidth: MapRoute.fields.laneWidth.schema }, { additionalProperties: false });
export type MapRouteLaneForm = Static<typeof MapRouteLaneForm>;

/** A route needs two different waypoints: the rule the server, the layout save and the editor share. */
export function routeIssues<K>(route: { from: K; to: K }, prefix = ''): FieldError[] {
  return route.from === route.to ? [{ path: `${prefix}to`, code: 'routeLoop', message: 'must be a different waypoint from the start' }] : [];
}
