import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';

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

const asillaFields = {
  name: RequiredText(64),
  organizationId: Id,
  buildingId: Id,
  flowId: Nullable(Id),
  robotId: Nullable(Id),
  behaviours: Type.Array(Type.Union(AsillaBehaviour.map((value) => Type.Literal(value))), { uniqueItems: true, maxItems: AsillaBehaviour.length }),
  detectionArea: Nullable(DetectionArea),
  intrusionDetection: Type.Boolean(),
};

/** An asilla setting as the API answers it. */
export const AsillaSettingRecord = Type.Object({ id: Id, ...asillaFields, createdAt: DateTime, updatedAt: DateTime });
export type AsillaSettingRecord = Static<typeof AsillaSettingRecord>;

/** Body to create an asilla setting. */
export const AsillaSettingCreate = Type.Object({
  name: asillaFields.name,
  organizationId: asillaFields.organizationId,
  buildingId: asillaFields.buildingId,
  flowId: Type.Optional(asillaFields.flowId),
  robotId: Type.Optional(asillaFields.robotId),
  behaviours: Type.Optional(asillaFields.behaviours),
  detectionArea: Type.Optional(asillaFields.detectionArea),
  intrusionDetection: Type.Optional(asillaFields.intrusionDetection),
}, strict);
export type AsillaSettingCreate = Static<typeof AsillaSettingCreate>;

/** Body to change an asilla setting. */
export const AsillaSettingUpdate = Type.Partial(AsillaSettingCreate, strict);
export type AsillaSettingUpdate = Static<typeof AsillaSettingUpdate>;
