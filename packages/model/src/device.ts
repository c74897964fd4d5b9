import { Type, type Static } from '@sinclair/typebox';
import { DeviceType } from './business-constants.js';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { GeneralStatus } from './statuses.js';
import { LineText, MultilineText } from './text-rules.js';

// IoT device (§3): type from the §9 device types, status from the §4 general statuses.
// The organization is not in the body: it follows the device's building, like a robot's.
// `connectionProfile` is raw JSON text (empty when the device has none) so a syntax error can be
// reported with its line and column, exactly as typed.

const strict = { additionalProperties: false } as const;

/** A §9 device type number. */
export const DeviceTypeValue = Type.Union(Object.values(DeviceType).map((value) => Type.Literal(value)));

const deviceFields = {
  type: DeviceTypeValue,
  model: LineText(64),
  name: RequiredText(64),
  urn: LineText(256),
  identifier: LineText(128),
  description: MultilineText(512),
  connectionProfile: Type.String({ maxLength: 20_000 }),
  buildingId: Id,
  floorId: Nullable(Id),
  status: Type.Union([Type.Literal(GeneralStatus.unavailable), Type.Literal(GeneralStatus.available)]),
};

/** An IoT device as the API answers it. */
export const DeviceRecord = Type.Object({ id: Id, organizationId: Id, ...deviceFields, createdAt: DateTime, updatedAt: DateTime });
export type DeviceRecord = Static<typeof DeviceRecord>;

/** Body to register a device: name, type and building required. */
export const DeviceCreate = Type.Object(
  {
    type: deviceFields.type,
    name: deviceFields.name,
    buildingId: deviceFields.buildingId,
    model: Type.Optional(deviceFields.model),
    urn: Type.Optional(deviceFields.urn),
    identifier: Type.Optional(deviceFields.identifier),
    description: Type.Optional(deviceFields.description),
    connectionProfile: Type.Optional(deviceFields.connectionProfile),
    floorId: Type.Optional(deviceFields.floorId),
    status: Type.Optional(deviceFields.status),
  },
  strict,
);
export type DeviceCreate = Static<typeof DeviceCreate>;

/** Body to change a device: any subset of the create fields. */
export const DeviceUpdate = Type.Partial(DeviceCreate, strict);
export type DeviceUpdate = Static<typeof DeviceUpdate>;

/** One reading a device reported (its data view). */
export const DeviceReading = Type.Object({ id: Id, deviceId: Id, at: DateTime, metric: Type.String(), value: Type.Number(), unit: Type.String() });
export type DeviceReading = Static<typeof DeviceReading>;

/** Query of GET /api/devices/:id/data: a time window (ISO 8601), newest first, at most `limit` rows. */
export const DeviceDataQuery = Type.Object(
  {
    from: Type.Optional(DateTime),
    to: Type.Optional(DateTime),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  strict,
);
export type DeviceDataQuery = Static<typeof DeviceDataQuery>;
