import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, NamedItem, Nullable, RequiredText } from './common.js';
import { GeneralStatus } from './statuses.js';
import { LineText } from './text-rules.js';

/** Input objects refuse unknown fields so a typo is an error, not silently dropped data. */
const strict = { additionalProperties: false } as const;

const IPV4 = '(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:/(?:3[0-2]|[12]?[0-9]))?';
const IPV6 = '(?=[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*:)[0-9A-Fa-f:.]{2,45}(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?';
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
export const IpAddressPattern = `^(?:${IPV4}|${IPV6})$`;

/** One IP allow-list entry; the building refuses other addresses while any entry has `restricted` on. */
export const IpAllowEntry = Type.Object({
  ipAddress: Type.String({ minLength: 1, maxLength: 49, pattern: IpAddressPattern }),
  description: LineText(256),
  restricted: Type.Boolean(),
}, { additionalProperties: false });
export type IpAllowEntry = Static<typeof IpAllowEntry>;

const DailyReportLink = Nullable(Type.Object({ enabled: Type.Boolean(), linkedBuildingId: Nullable(Id) }, strict));
const HakaruAiLink = Nullable(Type.Object({ loginId: RequiredText(128) }, strict));

/**
 * Links to outside systems (§3) as a body sends them; §5: user ID and password, LiLz token and unit
 * ID required when linked. Every secret (cleaning-robot password, LiLz access token, meter-system
 * token) is write-only: an absent or empty one on update keeps the saved secret (the server's
 * `linkageSecrets` check requires it when none is saved); unlinking (null) clears it.
 */
export const BuildingLinkage = Type.Object({
  dailyReport: DailyReportLink,
  cleaningRobot: Nullable(Type.Object({ userId: RequiredText(128), password: Type.Optional(Type.String({ maxLength: 128 })) }, strict)),
  hakaruAi: HakaruAiLink,
  lilz: Nullable(Type.Object({ accessToken: Type.Optional(Type.String({ maxLength: 512 })), managementUnitId: RequiredText(128) }, strict)),
  meterSystem: Nullable(Type.Object({ token: Type.Optional(Type.String({ maxLength: 512 })), buildingId: RequiredText(128) }, strict)),
}, strict);
export type BuildingLinkage = Static<typeof BuildingLinkage>;

/** Links as a building answers them: no secret ever, only whether each is saved (`…Set`). */
export const BuildingLinkageRecord = Type.Object({
  dailyReport: DailyReportLink,
  cleaningRobot: Nullable(Type.Object({ userId: Type.String(), passwordSet: Type.Boolean() })),
  hakaruAi: HakaruAiLink,
  lilz: Nullable(Type.Object({ accessTokenSet: Type.Boolean(), managementUnitId: Type.String() })),
  meterSystem: Nullable(Type.Object({ tokenSet: Type.Boolean(), buildingId: Type.String() })),
});
export type BuildingLinkageRecord = Static<typeof BuildingLinkageRecord>;

/** A speech text a robot in the building may say. */
export const SpeechText = Type.Object({ id: Type.Optional(Id), text: RequiredText(512) }, strict);
export type SpeechText = Static<typeof SpeechText>;

/** Robot group and flow group bodies: name required, at most 40. */
export const GroupCreate = Type.Object({ name: RequiredText(40) }, { additionalProperties: false });
export type GroupCreate = Static<typeof GroupCreate>;

/** A robot group or flow group as its own calls answer it. */
export const BuildingGroupRecord = Type.Object({ id: Id, name: RequiredText(40), buildingId: Id });
export type BuildingGroupRecord = Static<typeof BuildingGroupRecord>;

/** Body to rename a robot group or flow group. */
export const GroupUpdate = Type.Partial(GroupCreate, { additionalProperties: false });
export type GroupUpdate = Static<typeof GroupUpdate>;

/** An IP allow-list entry as its own calls answer it. */
export const IpAllowEntryRecord = Type.Object({ id: Id, buildingId: Id, ...IpAllowEntry.properties });
export type IpAllowEntryRecord = Static<typeof IpAllowEntryRecord>;

/** Body to create an IP allow-list entry under a building. */
export const IpAllowEntryCreate = Type.Object(IpAllowEntry.properties, { additionalProperties: false });
export type IpAllowEntryCreate = Static<typeof IpAllowEntryCreate>;

/** Body to change an IP allow-list entry. */
export const IpAllowEntryUpdate = Type.Partial(IpAllowEntryCreate, { additionalProperties: false });
export type IpAllowEntryUpdate = Static<typeof IpAllowEntryUpdate>;

const buildingFields = {
  name: RequiredText(40),
  organizationId: Id,
  status: Type.Union([Type.Literal(GeneralStatus.unavailable), Type.Literal(GeneralStatus.available)]),
  prefecture: LineText(32),
  city: LineText(64),
  postalCode: Type.String({ maxLength: 10, pattern: '^([0-9]{3}-?[0-9]{4})?$' }),
  address: LineText(256),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  ipAllowList: Type.Array(IpAllowEntry, { maxItems: 100 }),
  speechTexts: Type.Array(SpeechText, { maxItems: 200 }),
  linkage: BuildingLinkage,
};

/** Building as the API answers it (the §7 list answers a subset of these fields). */
export const BuildingRecord = Type.Object({
  id: Id,
  ...buildingFields,
  linkage: BuildingLinkageRecord,
  groups: Type.Array(NamedItem),
  flowGroups: Type.Array(NamedItem),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type BuildingRecord = Static<typeof BuildingRecord>;

/** Body to create a building. */
export const BuildingCreate = Type.Object(
  {
    name: buildingFields.name,
    organizationId: buildingFields.organizationId,
    status: Type.Optional(buildingFields.status),
    prefecture: Type.Optional(buildingFields.prefecture),
    city: Type.Optional(buildingFields.city),
    postalCode: Type.Optional(buildingFields.postalCode),
    address: Type.Optional(buildingFields.address),
    latitude: Type.Optional(buildingFields.latitude),
    longitude: Type.Optional(buildingFields.longitude),
    ipAllowList: Type.Optional(buildingFields.ipAllowList),
    speechTexts: Type.Optional(buildingFields.speechTexts),
    linkage: Type.Optional(Type.Partial(BuildingLinkage, strict)),
  },
  { additionalProperties: false },
);
export type BuildingCreate = Static<typeof BuildingCreate>;

/** Body to update a building: any subset of the create fields. */
export const BuildingUpdate = Type.Partial(BuildingCreate, { additionalProperties: false });
export type BuildingUpdate = Static<typeof BuildingUpdate>;
