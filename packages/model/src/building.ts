import { Type, type Static } from '@sinclair/typebox';
import { Id, NamedItem, Nullable, RequiredText } from './common.js';
import { defineEntity, relation } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { GeneralStatus } from './statuses.js';
import { LineText } from './text-rules.js';

/** Input objects refuse unknown fields so a typo is an error, not silently dropped data. */
const strict = { additionalProperties: false } as const;

const IPV4 = '(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:/(?:3[0-2]|[12]?[0-9]))?';
const IPV6 = '(?=[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*:)[0-9A-Fa-f:.]{2,45}(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?';
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
export const IpAddressPattern = `^(?:${IPV4}|${IPV6})$`;

/** Time zone of a building without one: the product's first market. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';
/** An IANA time zone name (Asia/Tokyo, Europe/Berlin, UTC). */
export const TimeZoneName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' });

/** IP allow-list entries of a building, also a resource of their own at `/buildings/:buildingId/ipAllowList`. */
export const IpAllowListEntry = defineEntity({
  name: 'ipAllowList',
  area: 'ipAllowList',
  path: '/buildings/:buildingId/ipAllowList',
  table: 'ip_allow_entries',
  timestamps: false,
  fields: {
    buildingId: field(Id, { input: 'none' }),
    ipAddress: field(Type.String({ minLength: 1, maxLength: 49, pattern: IpAddressPattern }), { input: 'required' }),
    description: field(LineText(256), { input: 'required' }),
    restricted: field(Type.Boolean(), { input: 'required' }),
  },
});

/** One IP allow-list entry as a building's body holds it; the building refuses other addresses while any entry has `restricted` on. */
export const IpAllowEntry = IpAllowListEntry.create;
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

/** The robot groups or flow groups of a building, at `/buildings/:buildingId/<segment>`: a name of at most 40, the building from the path. */
function buildingGroup<N extends 'robotGroups' | 'flowGroups'>(name: N, segment: string, table: string) {
  return defineEntity({
    name,
    area: name,
    path: `/buildings/:buildingId/${segment}`,
    table,
    timestamps: false,
    fields: {
      name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 320, labelKey: 'group.name' }),
      buildingId: field(Id, { input: 'none' }),
    },
  });
}

/** Robot groups of a building. */
export const RobotGroup = buildingGroup('robotGroups', 'groups', 'robot_groups');
/** Flow groups of a building. */
export const FlowGroup = buildingGroup('flowGroups', 'flowGroups', 'flow_groups');

/** Robot group and flow group bodies: name required, at most 40. */
export const GroupCreate = RobotGroup.create;
export type GroupCreate = Static<typeof GroupCreate>;

/** A robot group or flow group as its own calls answer it. */
export const BuildingGroupRecord = RobotGroup.record;
export type BuildingGroupRecord = Static<typeof BuildingGroupRecord>;

/** Body to rename a robot group or flow group. */
export const GroupUpdate = RobotGroup.update;
export type GroupUpdate = Static<typeof GroupUpdate>;

/** An IP allow-list entry as its own calls answer it. */
export const IpAllowEntryRecord = IpAllowListEntry.record;
export type IpAllowEntryRecord = Static<typeof IpAllowEntryRecord>;

/** Body to create an IP allow-list entry under a building. */
export const IpAllowEntryCreate = IpAllowListEntry.create;
export type IpAllowEntryCreate = Static<typeof IpAllowEntryCreate>;

/** Body to change an IP allow-list entry. */
export const IpAllowEntryUpdate = IpAllowListEntry.update;
export type IpAllowEntryUpdate = Static<typeof IpAllowEntryUpdate>;

/**
 * Buildings (§3): the §7 list answers id, name, prefecture, city and organization; the detail adds
 * robot and flow groups, the IP allow-list, speech texts and the links. The IP allow-list and
 * speech texts live in tables of their own (replaced whole by a body that carries them); the links
 * are one JSON column whose secrets are written, merged onto the saved ones and answered only as
 * "saved", so the server's amenders keep it, not a plain column.
 */
export const Building = defineEntity({
  name: 'buildings',
  area: 'buildings',
  organization: 'organizationId',
  targetType: 'building',
  fields: {
    id: field(Id, { input: 'none', inList: true, listColumn: 'shown', width: 80 }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 260 }),
    organizationId: field(Id, { input: 'required', references: '/organizations', listColumn: 'hidden' }),
    status: field(Type.Union([Type.Literal(GeneralStatus.unavailable), Type.Literal(GeneralStatus.available)]), { initial: GeneralStatus.available }),
    prefecture: field(LineText(32), { listColumn: 'shown', searchable: true }),
    city: field(LineText(64), { listColumn: 'shown', searchable: true }),
    postalCode: field(Type.String({ maxLength: 10, pattern: '^([0-9]{3}-?[0-9]{4})?$' })),
    address: field(LineText(256)),
    latitude: field(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: field(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    // Schedules run on the building's wall clock (issue 19); the server checks the zone is one it knows.
    timeZone: field(TimeZoneName, { initial: DEFAULT_TIME_ZONE, hintKey: 'hint.timeZone', autoComplete: 'off' }),
    ipAllowList: field(Type.Array(IpAllowEntry, { maxItems: 100 }), { column: false }),
    speechTexts: field(Type.Array(SpeechText, { maxItems: 200 }), { column: false }),
    linkage: field(BuildingLinkageRecord, { column: false, bodySchema: Type.Partial(BuildingLinkage, strict) }),
  },
  relations: {
    groups: relation('robot_groups', 'building_id', NamedItem),
    flowGroups: relation('flow_groups', 'building_id', NamedItem),
  },
  listFields: ['id', 'name', 'prefecture', 'city', 'organizationId'],
  defaultSort: { id: 'name', desc: false },
});

/** Building as the API answers it (the §7 list answers a subset of these fields). */
export const BuildingRecord = Building.record;
export type BuildingRecord = Static<typeof BuildingRecord>;

/** Body to create a building. */
export const BuildingCreate = Building.create;
export type BuildingCreate = Static<typeof BuildingCreate>;

/** Body to update a building: any subset of the create fields. */
export const BuildingUpdate = Building.update;
export type BuildingUpdate = Static<typeof BuildingUpdate>;
