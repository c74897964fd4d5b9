import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { NotificationLevel, NotificationTargetType } from './business-constants.js';
import { GeneralStatus } from './statuses.js';
import { LineText } from './text-rules.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** Organization types of spec §3, ordered as `order type ASC` lists them. */
export const OrganizationType = { userCompany: 0, agent: 1, superviser: 2, management: 3 } as const;
export type OrganizationType = (typeof OrganizationType)[keyof typeof OrganizationType];

/** Account tag roles in the shared constants. */
export const AccountTagRole = { deny: 0, allow: 1 } as const;
export type AccountTagRole = (typeof AccountTagRole)[keyof typeof AccountTagRole];

/** Parent-role options for account tags (spec §6). */
export const ParentRole = { deny: 0, readOnly: 1, allow: 2, allowOneLevelBelow: 3, readOnlyOneLevelBelow: 4 } as const;
export type ParentRole = (typeof ParentRole)[keyof typeof ParentRole];

const intEnum = (values: Record<string, number>) => Type.Union(Object.values(values).map((v) => Type.Literal(v)));

/**
 * A notification target as a body sends it; chat-service settings complete for chat types (elgana).
 * The chat-service `password` is write-only: a target sent with the `id` of a stored one and no
 * password (absent or '') keeps the saved password; types other than elgana store none.
 */
export const NotificationTarget = Type.Object({
  id: Type.Optional(Id),
  type: intEnum(NotificationTargetType),
  level: intEnum(NotificationLevel),
  buildingId: Nullable(Id),
  address: Type.Optional(Type.String({ maxLength: 254 })),
  room: Type.Optional(Type.String({ maxLength: 128 })),
  chatBotLoginId: Type.Optional(Type.String({ maxLength: 128 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  spaceId: Type.Optional(Type.String({ maxLength: 128 })),
}, { additionalProperties: false });
export type NotificationTarget = Static<typeof NotificationTarget>;

/** A notification target as the API answers it: never the password, only whether one is saved. */
export const NotificationTargetRecord = Type.Object({
  id: Id,
  type: NotificationTarget.properties.type,
  level: NotificationTarget.properties.level,
  buildingId: Nullable(Id),
  address: Type.Optional(Type.String()),
  room: Type.Optional(Type.String()),
  chatBotLoginId: Type.Optional(Type.String()),
  passwordSet: Type.Boolean(),
  spaceId: Type.Optional(Type.String()),
});
export type NotificationTargetRecord = Static<typeof NotificationTargetRecord>;

/** Target kinds an account tag can manage. */
export const AccountTagTargetType = ['organization', 'building', 'robot', 'operator'] as const;
export type AccountTagTargetType = (typeof AccountTagTargetType)[number];

/** Account tag: managers and managed targets, each with a role (§3, §5: tag name required, all fields selected). */
export const AccountTag = Type.Object({
  id: Type.Optional(Id),
  name: RequiredText(48),
  managers: Type.Array(Type.Object({ operatorId: Id, role: intEnum(AccountTagRole) }, { additionalProperties: false }), { minItems: 1 }),
  targets: Type.Array(
    Type.Object({
      targetType: Type.Union(AccountTagTargetType.map((t) => Type.Literal(t))),
      targetId: Id,
      role: intEnum(AccountTagRole),
    }, { additionalProperties: false }),
    { minItems: 1 },
  ),
}, { additionalProperties: false });
export type AccountTag = Static<typeof AccountTag>;

/**
 * Organizations (§3): scoped by their own id. Notification targets and account tags travel in the
 * body and are kept in their own tables; the level follows the parent and is never sent.
 */
export const Organization = defineEntity({
  name: 'organizations',
  area: 'organizations',
  organization: 'id',
  targetType: 'organization',
  fields: {
    id: field(Id, { input: 'none', inList: true, listColumn: 'shown', width: 80 }),
    name: field(RequiredText(48), { input: 'required', listColumn: 'shown', searchable: true, width: 280 }),
    type: field(intEnum(OrganizationType), { input: 'required', listColumn: 'shown' }),
    // The parent may be "none" (null) for a top organization; the server decides who may create one.
    parentId: field(Nullable(Id), { input: 'required', references: '/organizations' }),
    /** What users of the parent organization may do here (ParentRole). */
    parentRole: field(intEnum(ParentRole), { initial: ParentRole.allow }),
    level: field(Type.Integer({ minimum: 0, maximum: 10 }), { input: 'none' }),
    status: field(intEnum(GeneralStatus), { initial: GeneralStatus.available }),
    // Japanese addresses start with the postal code, so the form asks for it first.
    postalCode: field(Type.String({ maxLength: 10, pattern: '^([0-9]{3}-?[0-9]{4})?$' }), { autoComplete: 'postal-code' }),
    prefecture: field(LineText(32)),
    city: field(LineText(64)),
    addressDetail: field(LineText(256)),
    labsEnabled: field(Type.Boolean(), { hintKey: 'field.labsHint' }),
    /** Answered to administrators only: §2 puts notification targets and account tags on admin screens. */
    notificationTargets: field(Type.Optional(Type.Array(NotificationTargetRecord)), { column: false, widget: 'none', bodySchema: Type.Array(NotificationTarget) }),
    /** Answered to administrators only (see notificationTargets). */
    accountTags: field(Type.Optional(Type.Array(AccountTag)), { column: false, widget: 'none', bodySchema: Type.Array(AccountTag) }),
  },
  listFields: ['id', 'name', 'type'],
  defaultSort: { id: 'name', desc: false },
});

/** Organization as the API answers it. */
export const OrganizationRecord = Organization.record;
export type OrganizationRecord = Static<typeof OrganizationRecord>;
/** Body to create an organization (system admin only); name unique is a server check. */
export const OrganizationCreate = Organization.create;
export type OrganizationCreate = Static<typeof OrganizationCreate>;
/** Body to update an organization: any subset of the create fields. */
export const OrganizationUpdate = Organization.update;
export type OrganizationUpdate = Static<typeof OrganizationUpdate>;
