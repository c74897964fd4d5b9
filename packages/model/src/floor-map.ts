import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.js';
import type { FieldError } from './field-error.js';
import { MapArea, MapAreaRecord } from './map-area.js';
import { MapRoute, MapRouteRecord } from './map-route.js';
import { MapYaw, MapCoordinate, Waypoint, WaypointRecord } from './waypoint.js';

// A floor's robot map as ROS map_server / Nav2 keep it (issue 18): an occupancy image plus the
// values of its map.yaml. The floor plan (the floor's `img`) is drawn under it, placed by a
// stored transform. Coordinates everywhere are metres in the map frame.

const strict = { additionalProperties: false } as const;
const Threshold = Type.Number({ minimum: 0, maximum: 1 });

/** The occupancy grid's map.yaml values with the image's size in pixels. */
export const RobotMapInfo = Type.Object({
  /** The image's file name as map.yaml names it. */
  image: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** Metres per pixel. */
  resolution: Type.Number({ exclusiveMinimum: 0 }),
  /** The map frame pose of the image's lower-left pixel: x and y in metres, yaw in radians (as map.yaml says it). */
  origin: Type.Object({ x: Type.Number(), y: Type.Number(), yaw: Type.Number() }),
  occupiedThresh: Threshold,
  freeThresh: Threshold,
  negate: Type.Boolean(),
  mode: Type.Union([Type.Literal('trinary'), Type.Literal('scale'), Type.Literal('raw')]),
});
export type RobotMapInfo = Static<typeof RobotMapInfo>;

/** Where the floor plan image lies on the map: its top-left corner, turn (degrees) and metres per plan pixel. */
export const FloorPlanPlacement = Type.Object({
  x: MapCoordinate,
  y: MapCoordinate,
  yaw: MapYaw,
  scale: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
}, strict);
export type FloorPlanPlacement = Static<typeof FloorPlanPlacement>;

/** GET /api/floors/:floorId/map: the floor, its layout revision, its robot map and plan placement (null until set). */
export const FloorMapAnswer = Type.Object({
  floorId: Id,
  buildingId: Id,
  floorName: Type.String(),
  revision: Type.Integer({ minimum: 0 }),
  map: Nullable(RobotMapInfo),
  /** The stored map image's upload id: changes with every upload, so a drawn copy knows it is stale. */
  mapFileId: Nullable(Id),
  /** A large map's preview upload id (at most 1,024 px a side, at `…/map/preview.png`): drawn while the full image loads; null when the map is small. */
  mapPreviewFileId: Nullable(Id),
  /** The plan image's upload id, when one is placed. */
  planFileId: Nullable(Id),
  plan: Nullable(FloorPlanPlacement),
});
export type FloorMapAnswer = Static<typeof FloorMapAnswer>;

/** PUT /api/floors/:floorId/map/plan: an uploaded image (POST /api/files) and where it lies. */
export const FloorPlanSave = Type.Object({ fileId: Nullable(Id), placement: FloorPlanPlacement }, strict);
export type FloorPlanSave = Static<typeof FloorPlanSave>;

/** GET /api/floors/:floorId/layout: everything drawn on the floor's map, at one revision. */
export const FloorLayout = Type.Object({
  floorId: Id,
  buildingId: Id,
  revision: Type.Integer({ minimum: 0 }),
  waypoints: Type.Array(WaypointRecord),
  routes: Type.Array(MapRouteRecord),
  areas: Type.Array(MapAreaRecord),
});
export type FloorLayout = Static<typeof FloorLayout>;

const w = Waypoint.fields;
const r = MapRoute.fields;
const a = MapArea.fields;
/** A key the editor gives each waypoint so routes can name waypoints that have no id yet. */
const ItemKey = Type.String({ minLength: 1, maxLength: 40 });

/** One waypoint of a layout save: `id` when it is stored already. */
export const LayoutWaypoint = Type.Object({
  key: ItemKey,
  id: Type.Optional(Id),
  name: w.name.schema,
  type: w.type.schema,
  x: w.x.schema,
  y: w.y.schema,
  yaw: w.yaw.schema,
  action: Type.Optional(w.action.schema),
}, strict);
export type LayoutWaypoint = Static<typeof LayoutWaypoint>;

/** One route of a layout save; its ends are waypoint keys of the same save. */
export const LayoutRoute = Type.Object({
  id: Type.Optional(Id),
  from: ItemKey,
  to: ItemKey,
  twoWay: r.twoWay.schema,
  laneWidth: r.laneWidth.schema,
}, strict);
export type LayoutRoute = Static<typeof LayoutRoute>;

/** One speed or no-go area of a layout save. */
export const LayoutArea = Type.Object({
  id: Type.Optional(Id),
  name: a.name.schema,
  kind: a.kind.schema,
  maxSpeed: a.maxSpeed.schema,
  polygon: a.polygon.schema,
}, strict);
export type LayoutArea = Static<typeof LayoutArea>;

/**
 * PUT /api/floors/:floorId/layout: the whole layout, saved as one transaction when `revision` is
 * still the floor's (409 CONFLICT otherwise: someone else saved in between).
 */
export const FloorLayoutSave = Type.Object({
  revision: Type.Integer({ minimum: 0 }),
  waypoints: Type.Array(LayoutWaypoint, { maxItems: 20_000 }),
  routes: Type.Array(LayoutRoute, { maxItems: 40_000 }),
  areas: Type.Array(LayoutArea, { maxItems: 1_000 }),
}, strict);
export type FloorLayoutSave = Static<typeof FloorLayoutSave>;

/** A point in the map frame (metres) or on the map image (pixels, row 0 at the top). */
export interface PlanePoint {
  x: number;
  y: number;
}

/** The map frame point (metres) of an image pixel position (column, row from the top), as map_server lays the image. */
export function pixelToMap(map: Pick<RobotMapInfo, 'height' | 'resolution' | 'origin'>, pixel: PlanePoint): PlanePoint {
  const dx = pixel.x * map.resolution;
  const dy = (map.height - pixel.y) * map.resolution;
  const cos = Math.cos(map.origin.yaw);
  const sin = Math.sin(map.origin.yaw);
  return { x: map.origin.x + dx * cos - dy * sin, y: map.origin.y + dx * sin + dy * cos };
}

/** The image pixel position of a map frame point; the inverse of `pixelToMap`. */
export function mapToPixel(map: Pick<RobotMapInfo, 'height' | 'resolution' | 'origin'>, point: PlanePoint): PlanePoint {
  const tx = point.x - map.origin.x;
  const ty = point.y - map.origin.y;
  const cos = Math.cos(map.origin.yaw);
  const sin = Math.sin(map.origin.yaw);
  const dx = tx * cos + ty * sin;
  const dy = -tx * sin + ty * cos;
  return { x: dx / map.resolution, y: map.height - dy / map.resolution };
}

/** Whether a map frame point lies on the map image. */
export function insideMap(map: Pick<RobotMapInfo, 'width' | 'height' | 'resolution' | 'origin'>, point: PlanePoint): boolean {
  const pixel = mapToPixel(map, point);
  return pixel.x >= 0 && pixel.y >= 0 && pixel.x <= map.width && pixel.y <= map.height;
}

/** A waypoint or corner off the floor's robot map (none when the floor has no map yet): the rule the server and the editor share. */
export function outsideMapIssues(map: Pick<RobotMapInfo, 'width' | 'height' | 'resolution' | 'origin'> | null, point: PlanePoint, prefix = ''): FieldError[] {
  if (!map || insideMap(map, point)) return [];
  return [{ path: `${prefix}x`, code: 'outsideMap', message: "is outside the floor's robot map" }];
}
