import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

// Pose definitions (pose networks in pose-network.ts): the spec names the screens only, so the
// fields are ours. A pose is a named place and heading on a floor map: name (required, at most
// 40), buildingId, floorId, x and y in metres on the floor map (-10000..10000), yaw in degrees
// (-180..180).

const coordinate = Type.Number({ minimum: -10_000, maximum: 10_000 });

/** Pose definitions: any signed-in user reads, administrators write; the floor is one of the building's. */
export const Pose = defineEntity({
  name: 'poses',
  area: 'poses',
  table: 'pose_definitions',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 240 }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors' }),
    x: field(coordinate, { input: 'required', listColumn: 'shown', width: 100, initial: 0 }),
    y: field(coordinate, { input: 'required', listColumn: 'shown', width: 100, initial: 0 }),
    yaw: field(Type.Number({ minimum: -180, maximum: 180 }), { input: 'required', listColumn: 'shown', width: 140, initial: 0, hintKey: 'hint.yaw' }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A pose definition as the API answers it. */
export const PoseRecord = Pose.record;
export type PoseRecord = Static<typeof PoseRecord>;

/** Body to create a pose definition. */
export const PoseCreate = Pose.create;
export type PoseCreate = Static<typeof PoseCreate>;

/** Body to change a pose definition. */
export const PoseUpdate = Pose.update;
export type PoseUpdate = Static<typeof PoseUpdate>;
