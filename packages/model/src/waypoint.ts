import { Type, type Static } from '@sinclair/typebox';
import { WaypointType } from './business-constants.js';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import type { FieldError } from './field-error.js';
import { LineText } from './text-rules.js';

// Waypoints of a floor's robot map (issue 18): name (required, at most 40), the §9 type, x and y in
// metres in the map frame, yaw in degrees like pose definitions, and the action a type-10 waypoint
// runs. Positions are bounded like poses' so a typo cannot put a waypoint kilometres away.

/** A coordinate in metres in the map frame. */
export const MapCoordinate = Type.Number({ minimum: -10_000, maximum: 10_000 });
/** A heading in degrees, counter-clockwise from the map's x axis. */
export const MapYaw = Type.Number({ minimum: -180, maximum: 180 });

const waypointType = Type.Union(Object.values(WaypointType).map((v) => Type.Literal(v)));

/** Waypoints: anyone signed in reads (robots on the map), administrators write; the floor is one of the building's. */
export const Waypoint = defineEntity({
  name: 'waypoints',
  area: 'waypoints',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 220, labelKey: 'waypoint.name' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', labelKey: 'waypoint.buildingId' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', labelKey: 'waypoint.floorId' }),
    type: field(waypointType, { input: 'required', listColumn: 'shown', initial: WaypointType.normal, width: 140, labelKey: 'waypoint.type', choiceKey: 'waypointType' }),
    x: field(MapCoordinate, { input: 'required', listColumn: 'shown', width: 100, initial: 0, labelKey: 'waypoint.x' }),
    y: field(MapCoordinate, { input: 'required', listColumn: 'shown', width: 100, initial: 0, labelKey: 'waypoint.y' }),
    yaw: field(MapYaw, { input: 'required', listColumn: 'shown', width: 100, initial: 0, labelKey: 'waypoint.yaw', hintKey: 'waypoint.yawHint' }),
    action: field(LineText(64), { listColumn: 'hidden', initial: '', labelKey: 'waypoint.action', hintKey: 'waypoint.actionHint' }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A waypoint as the API answers it. */
export const WaypointRecord = Waypoint.record;
export type WaypointRecord = Static<typeof WaypointRecord>;
/** Body to create a waypoint. */
export const WaypointCreate = Waypoint.create;
export type WaypointCreate = Static<typeof WaypointCreate>;
/** Body to change a waypoint. */
export const WaypointUpdate = Waypoint.update;
export type WaypointUpdate = Static<typeof WaypointUpdate>;

/**
 * The rule a schema cannot state: an action waypoint (type 10) names its action. The server's
 * check, the editor's side panel and the layout save all ask this one function.
 */
export function waypointIssues(waypoint: { type?: number; action?: string | null }, prefix = ''): FieldError[] {
  if (waypoint.type === WaypointType.action && !(waypoint.action ?? '').trim()) {
    return [{ path: `${prefix}action`, code: 'actionRequired', message: 'is required for an action waypoint' }];
  }
  return [];
}
