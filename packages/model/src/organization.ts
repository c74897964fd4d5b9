import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { NotificationLevel, NotificationTargetType } from './business-constants.js';
import { GeneralStatus } from './statuses.js';
import { LineText } from './text-rules.js';

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

const organizationFields = {
  name: RequiredText(48),
  type: intEnum(OrganizationType),
  parentId: Nullable(Id),
  /** What users of the parent organization may do here (ParentRole). */
  parentRole: intEnum(ParentRole),
  level: Type.Integer({ minimum: 0, maximum: 10 }),
  status: intEnum(GeneralStatus),
  prefecture: LineText(32),
  city: LineText(64),
  postalCode: Type.String({ maxLength: 10, pattern: '^([0-9]{3}-?[0-9]{4})?$' }),
  addressDetail: LineText(256),
  labsEnabled: Type.Boolean(),
};

/** Organization as the API answers it. */
export const OrganizationRecord = Type.Object({
  id: Id,
  ...organizationFields,
  /** Answered to administrators only: §2 puts notification targets and account tags on admin screens. */
  notificationTargets: Type.Optional(Type.Array(NotificationTargetRecord)),
  /** Answered to administrators only (see notificationTargets). */
  accountTags: Type.Optional(Type.Array(AccountTag)),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type OrganizationRecord = Static<typeof OrganizationRecord>;

/** Body to create an organization (system admin only); name unique is a server check. */
export const OrganizationCreate = Type.Object(
  {
    name: organizationFields.name,
    type: organizationFields.type,
    parentId: organizationFields.parentId,
    parentRole: Type.Optional(organizationFields.parentRole),
    status: Type.Optional(organizationFields.status),
    prefecture: Type.Optional(organizationFields.prefecture),
    city: Type.Optional(organizationFields.city),
    postalCode: Type.Optional(organizationFields.postalCode),
    addressDetail: Type.Optional(organizationFields.addressDetail),
    labsEnabled: Type.Optional(organizationFields.labsEnabled),
    notificationTargets: Type.Optional(Type.Array(NotificationTarget)),
    accountTags: Type.Optional(Type.Array(AccountTag)),
  },
  { additionalProperties: false },
);
export type OrganizationCreate = Static<typeof OrganizationCreate>;

/** Body to update an organization: any subset of the create fields. */
export const OrganizationUpdate = Type.Partial(OrganizationCreate, { additionalProperties: false });
export type OrganizationUpdate = Static<typeof OrganizationUpdate>;
