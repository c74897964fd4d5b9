import { MapArea, MapRoute, Waypoint } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { registerEntity } from '../../resources/register-entities.js';
import { floorLayoutRoutes } from './floor-layout-routes.js';
import { floorMapRoutes } from './floor-map-routes.js';
import { mapAreaResource, mapRouteResource, waypointResource } from './map-resources.js';

/** Floor maps: waypoints, routes and areas as resources, the robot map files and the editor's layout. */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  await registerEntity(app, Waypoint, waypointResource);
  await registerEntity(app, MapRoute, mapRouteResource);
  await registerEntity(app, MapArea, mapAreaResource);
  await floorMapRoutes(app);
  await floorLayoutRoutes(app);
}
