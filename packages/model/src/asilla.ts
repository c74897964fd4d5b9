import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

const strict = { additionalProperties: false } as const;

/** Behaviours the asilla analysis can detect (§3). */
export const AsillaBehaviour = ['fall', 'wheelchair', 'violence', 'loitering'] as const;
export type AsillaBehaviour = (typeof AsillaBehaviour)[number];

/** A point on the camera image, as a fraction of its width and height (0..1). */
export const AreaPoint = Type.Object({ x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) }, strict);
export type AreaPoint = Static<typeof AreaPoint>;

/** Detection area on the camera image: a polygon of 3 to 32 points (a rectangle is four). */
export const DetectionArea = Type.Array(AreaPoint, { minItems: 3, maxItems: 32 });
export type DetectionArea = Static<typeof DetectionArea>;

/**
 * asilla behaviour-detection settings (§3) of a building, optionally for one flow and one robot.
 * Behaviours and the detection area are stored as JSON text; no area means the whole image.
 */
export const AsillaSetting = defineEntity({
  name: 'asillaSettings',
  area: 'asillaSettings',
  path: '/asilla-settings',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 260 }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', referenceScope: 'organizationId' }),
    flowId: field(Nullable(Id), { references: '/flows', referenceScope: 'buildingId' }),
    robotId: field(Nullable(Id), { references: '/robots', referenceScope: 'buildingId' }),
    behaviours: field(Type.Array(Type.Union(AsillaBehaviour.map((value) => Type.Literal(value))), { uniqueItems: true, maxItems: AsillaBehaviour.length }), {
      listColumn: 'shown', sortable: false, width: 280,
    }),
    detectionArea: field(Nullable(DetectionArea)),
    intrusionDetection: field(Type.Boolean(), { listColumn: 'shown' }),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'flowId', 'robotId', 'behaviours', 'intrusionDetection', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** An asilla setting as the API answers it. */
export const AsillaSettingRecord = AsillaSetting.record;
export type AsillaSettingRecord = Static<typeof AsillaSettingRecord>;
/** Body to create an asilla setting. */
export const AsillaSettingCreate = AsillaSetting.create;
export type AsillaSettingCreate = Static<typeof AsillaSettingCreate>;
/** Body to change an asilla setting. */
export const AsillaSettingUpdate = AsillaSetting.update;
export type AsillaSettingUpdate = Static<typeof AsillaSettingUpdate>;
