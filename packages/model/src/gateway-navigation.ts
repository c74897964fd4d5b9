import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.js';
import { WaypointType } from './business-constants.js';
import { MapAreaKind } from './map-area.js';

// Issue 18 item 7: what a robot navigates with (docs/gateway-protocol.md, "Floor graph and
// navigation"). The server sends each robot the route graph of the floor it reports, and again when
// that floor's layout changes; the robot plans over it (A* over routes, one-way routes respected,
// no-go areas avoided, speed areas obeyed) for `goTo` commands, flow steps that name a waypoint and
// its way home to a charge waypoint, and reports the path it follows.

const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

const Metres = Type.Number({ minimum: -10_000, maximum: 10_000, description: 'm, map frame' });

/** A waypoint as a robot plans with it: its id, §9 type, position and heading (radians, like poses on the gateway). */
export const GraphWaypoint = Type.Object({
  id: Id,
  type: literals(Object.values(WaypointType)),
  x: Metres,
  y: Metres,
  yaw: Type.Number({ minimum: -Math.PI, maximum: Math.PI, description: 'rad, map frame' }),
});
export type GraphWaypoint = Static<typeof GraphWaypoint>;

/** A lane between two waypoints: from → to only, or both ways when `twoWay`. */
export const GraphRoute = Type.Object({ from: Id, to: Id, twoWay: Type.Boolean(), laneWidth: Type.Number({ exclusiveMinimum: 0 }) });
export type GraphRoute = Static<typeof GraphRoute>;

/** A speed area (kind 1, at most `maxSpeed` m/s inside) or a no-go area (kind 2, never entered). */
export const GraphArea = Type.Object({
  kind: literals(Object.values(MapAreaKind)),
  maxSpeed: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  polygon: Type.Array(Type.Object({ x: Metres, y: Metres }), { minItems: 3 }),
});
export type GraphArea = Static<typeof GraphArea>;

/** Server → robot: the route graph of one floor at a layout revision. */
export const FloorGraphMessage = Type.Object({
  type: Type.Literal('floorGraph'),
  floorId: Id,
  revision: Type.Integer({ minimum: 0 }),
  waypoints: Type.Array(GraphWaypoint),
  routes: Type.Array(GraphRoute),
  areas: Type.Array(GraphArea),
});
export type FloorGraphMessage = Static<typeof FloorGraphMessage>;

/** Most waypoints a reported path names; a longer path reports its first ones. */
export const NAVIGATION_PATH_MAX = 200;

/** Telemetry: where the robot is going over the route graph and the waypoints it still passes, the goal last. */
export const NavigationState = Type.Object({
  waypointId: Id,
  path: Type.Array(Id, { maxItems: NAVIGATION_PATH_MAX }),
});
export type NavigationState = Static<typeof NavigationState>;
