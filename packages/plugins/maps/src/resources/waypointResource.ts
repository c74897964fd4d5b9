import { Waypoint } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Waypoints of one floor's map (`:mapId` is the floor): columns and form from the model's `Waypoint`. */
export const waypointResource = defineEntityResource(Waypoint, {
  routes: { list: '/waypoint/:mapId/list', create: '/waypoint/:mapId/create', edit: '/waypoint/:mapId/:id' },
  labels: { list: 'title.waypointList', create: 'title.waypointCreate', edit: 'title.waypointEdit' },
});
