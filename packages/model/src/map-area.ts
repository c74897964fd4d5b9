import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import type { FieldError } from './field-error.js';
import { MapCoordinate } from './waypoint.js';

// Speed and no-go areas of a floor's map (issue 18): a polygon in metres in the map frame where
// robots drive at most `maxSpeed` metres a second (kind 1) or may not enter (kind 2).

/** Area kinds: a speed limit or a ban. */
export const MapAreaKind = { speed: 1, noGo: 2 } as const;
export type MapAreaKind = (typeof MapAreaKind)[keyof typeof MapAreaKind];

/** One corner of an area, in metres in the map frame. */
export const MapPoint = Type.Object({ x: MapCoordinate, y: MapCoordinate }, { additionalProperties: false });
export type MapPoint = Static<typeof MapPoint>;

/** Speed and no-go areas: anyone signed in reads, administrators write. */
export const MapArea = defineEntity({
  name: 'mapAreas',
  area: 'mapAreas',
  path: '/map-areas',
  table: 'map_areas',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, labelKey: 'area.name' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', labelKey: 'area.buildingId' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', labelKey: 'area.floorId' }),
    kind: field(Type.Union(Object.values(MapAreaKind).map((v) => Type.Literal(v))), { input: 'required', listColumn: 'shown', initial: MapAreaKind.speed, labelKey: 'area.kind', choiceKey: 'areaKind' }),
    maxSpeed: field(Nullable(Type.Number({ minimum: 0.05, maximum: 5 })), { initial: 0.5, listColumn: 'shown', labelKey: 'area.maxSpeed', hintKey: 'area.maxSpeedHint' }),
    polygon: field(Type.Array(MapPoint, { minItems: 3, maxItems: 200 }), { input: 'required', labelKey: 'area.polygon' }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A map area as the API answers it. */
export const MapAreaRecord = MapArea.record;
export type MapAreaRecord = Static<typeof MapAreaRecord>;
/** Body to create a map area. */
export const MapAreaCreate = MapArea.create;
export type MapAreaCreate = Static<typeof MapAreaCreate>;
/** Body to change a map area. */
export const MapAreaUpdate = MapArea.update;
export type MapAreaUpdate = Static<typeof MapAreaUpdate>;

/** A speed area names its speed: the rule a schema cannot state. */
export function areaIssues(area: { kind?: number; maxSpeed?: number | null }, prefix = ''): FieldError[] {
  if (area.kind === MapAreaKind.speed && (area.maxSpeed === null || area.maxSpeed === undefined)) {
    return [{ path: `${prefix}maxSpeed`, code: 'speedRequired', message: 'is required for a speed area' }];
  }
  return [];
}
