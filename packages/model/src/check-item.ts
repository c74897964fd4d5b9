import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { CheckItemStatus } from './statuses.js';
import { LineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** What a check item inspects (§5 "target type"). */
export const CheckItemType = { meter: 0, camera: 1, thermal: 2 } as const;
export type CheckItemType = (typeof CheckItemType)[keyof typeof CheckItemType];

/** Meter reading services of §3. */
export const MeterReadingService = ['hakaruAi', 'kanriRoid', 'lilz'] as const;
export type MeterReadingService = (typeof MeterReadingService)[number];

/** Kinds of meter a check item reads. */
export const MeterType = ['analog', 'digital', 'lamp', 'counter', 'none'] as const;
export type MeterType = (typeof MeterType)[number];

/** How the camera image is cropped: ArUco markers, a QR code, or without markers (§2 check item dialog). */
export const MarkerType = ['aruco', 'qr', 'none'] as const;
export type MarkerType = (typeof MarkerType)[number];

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** Where the robot stands to inspect: floor-map coordinates in metres and heading in degrees. */
export const CheckItemLocation = Type.Object({
  x: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  y: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  z: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  direction: Type.Number({ minimum: -360, maximum: 360 }),
}, strict);
export type CheckItemLocation = Static<typeof CheckItemLocation>;

const checkItemFields = {
  name: RequiredText(512),
  type: literals(Object.values(CheckItemType)),
  status: literals(Object.values(CheckItemStatus)),
  organizationId: Id,
  buildingId: Id,
  floorId: Id,
  meterReadingService: Nullable(literals(MeterReadingService)),
  meterType: literals(MeterType),
  qrCodeNumber: LineText(64),
  taskId: LineText(64),
  deviceId: LineText(64),
  alertEnabled: Type.Boolean(),
  thresholdRuleId: Nullable(Id),
  location: CheckItemLocation,
  markerType: literals(MarkerType),
  /** Inspection settings as JSON text; must parse to an object (a named server check). */
  json: Type.String({ minLength: 1, maxLength: 100_000 }),
};

/** A check item as the API answers it. */
export const CheckItemRecord = Type.Object({ id: Id, ...checkItemFields, createdAt: DateTime, updatedAt: DateTime });
export type CheckItemRecord = Static<typeof CheckItemRecord>;

/** Body to create a check item: §5 name ≤512; building, floor, type, organization, meter type and JSON required. */
export const CheckItemCreate = Type.Object({
  name: checkItemFields.name,
  type: checkItemFields.type,
  organizationId: checkItemFields.organizationId,
  buildingId: checkItemFields.buildingId,
  floorId: checkItemFields.floorId,
  meterType: checkItemFields.meterType,
  json: checkItemFields.json,
  status: Type.Optional(checkItemFields.status),
  meterReadingService: Type.Optional(checkItemFields.meterReadingService),
  qrCodeNumber: Type.Optional(checkItemFields.qrCodeNumber),
  taskId: Type.Optional(checkItemFields.taskId),
  deviceId: Type.Optional(checkItemFields.deviceId),
  alertEnabled: Type.Optional(checkItemFields.alertEnabled),
  thresholdRuleId: Type.Optional(checkItemFields.thresholdRuleId),
  location: Type.Optional(checkItemFields.location),
  markerType: Type.Optional(checkItemFields.markerType),
}, strict);
export type CheckItemCreate = Static<typeof CheckItemCreate>;

/** Body to change a check item: any subset of the create fields. */
export const CheckItemUpdate = Type.Partial(CheckItemCreate, strict);
export type CheckItemUpdate = Static<typeof CheckItemUpdate>;
