import { Type, type Static } from '@sinclair/typebox';
import { DeviceType } from './business-constants.js';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { GeneralStatus } from './statuses.js';
import { LineText, MultilineText } from './text-rules.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

// IoT device (§3): type from the §9 device types, status from the §4 general statuses.
// The organization is not in the body: it follows the device's building, like a robot's.
// `connectionProfile` is raw JSON text (empty when the device has none) so a syntax error can be
// reported with its line and column, exactly as typed.

const strict = { additionalProperties: false } as const;

/** A §9 device type number. */
export const DeviceTypeValue = Type.Union(Object.values(DeviceType).map((value) => Type.Literal(value)));

/** IoT devices (§3): any signed-in user reads, an organization administrator registers, changes and deletes (§6). */
export const Device = defineEntity({
  name: 'devices',
  area: 'devices',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 240 }),
    type: field(DeviceTypeValue, { input: 'required', listColumn: 'shown' }),
    model: field(LineText(64), { listColumn: 'shown', searchable: true }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    floorId: field(Nullable(Id), { references: '/buildings/:buildingId/floors' }),
    urn: field(LineText(256), { listColumn: 'hidden' }),
    identifier: field(LineText(128), { listColumn: 'shown', searchable: true }),
    status: field(Type.Union([Type.Literal(GeneralStatus.unavailable), Type.Literal(GeneralStatus.available)]), { listColumn: 'shown', initial: GeneralStatus.available }),
    description: field(MultilineText(512), { sortable: false, inList: false, widget: 'multiline' }),
    connectionProfile: field(Type.String({ maxLength: 20_000 }), { inList: false, filterable: false, sortable: false, widget: 'json', hintKey: 'hint.connectionProfile' }),
  },
  listFields: ['id', 'type', 'model', 'name', 'urn', 'identifier', 'organizationId', 'buildingId', 'floorId', 'status', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** An IoT device as the API answers it. */
export const DeviceRecord = Device.record;
export type DeviceRecord = Static<typeof DeviceRecord>;
/** Body to register a device: name, type and building required. */
export const DeviceCreate = Device.create;
export type DeviceCreate = Static<typeof DeviceCreate>;
/** Body to change a device: any subset of the create fields. */
export const DeviceUpdate = Device.update;
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
