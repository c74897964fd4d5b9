import { Type, type Static } from '@sinclair/typebox';
import { CameraId } from './business-constants.js';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { CheckItemStatus } from './statuses.js';
import { LineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** What a check item inspects (§5 "target type"). */
export const CheckItemType = { meter: 0, camera: 1, thermal: 2 } as const;
export type CheckItemType = (typeof CheckItemType)[keyof typeof CheckItemType];

/** The cameras whose photos show a check item: the thermal camera for a thermal item, any other for a meter or camera item. */
export function checkItemCameras(type: CheckItemType): CameraId[] {
  return CameraId.filter((camera) => (camera === 'thermal') === (type === CheckItemType.thermal));
}

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

/**
 * Check items (meter and camera inspections, §3, §5): name ≤512; building, floor, target type,
 * organization, meter type and settings JSON required. The organization is chosen in the body (a
 * system administrator registers for any); the server checks the building belongs to it.
 */
export const CheckItem = defineEntity({
  name: 'checkItems',
  area: 'checkItems',
  path: '/check-items',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(512), { input: 'required', listColumn: 'shown', searchable: true, width: 280 }),
    type: field(literals(Object.values(CheckItemType)), { input: 'required', listColumn: 'shown' }),
    status: field(literals(Object.values(CheckItemStatus)), { listColumn: 'shown', initial: CheckItemStatus.enabled }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', referenceScope: 'organizationId' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', referenceParent: 'buildingId' }),
    meterType: field(literals(MeterType), { input: 'required', listColumn: 'shown' }),
    meterReadingService: field(Nullable(literals(MeterReadingService)), { listColumn: 'shown', choiceKey: 'service' }),
    qrCodeNumber: field(LineText(64)),
    taskId: field(LineText(64)),
    deviceId: field(LineText(64)),
    alertEnabled: field(Type.Boolean(), { listColumn: 'hidden' }),
    thresholdRuleId: field(Nullable(Id), { references: '/threshold-rules', referenceScope: 'organizationId', hintKey: 'hint.thresholdRuleId' }),
    markerType: field(literals(MarkerType), { choiceKey: 'marker', initial: 'none' }),
    // Kept in four columns (location_x, _y, _z, _direction); the server maps them.
    location: field(CheckItemLocation, { column: false }),
    /** Inspection settings as JSON text; must parse to an object (a named server check). */
    json: field(Type.String({ minLength: 1, maxLength: 100_000 }), { input: 'required', inList: false, filterable: false, sortable: false, widget: 'json' }),
  },
  listFields: ['id', 'name', 'type', 'status', 'organizationId', 'buildingId', 'floorId', 'meterType', 'meterReadingService', 'alertEnabled', 'thresholdRuleId', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A check item as the API answers it. */
export const CheckItemRecord = CheckItem.record;
export type CheckItemRecord = Static<typeof CheckItemRecord>;
/** Body to create a check item. */
export const CheckItemCreate = CheckItem.create;
export type CheckItemCreate = Static<typeof CheckItemCreate>;
/** Body to change a check item: any subset of the create fields. */
export const CheckItemUpdate = CheckItem.update;
export type CheckItemUpdate = Static<typeof CheckItemUpdate>;
