import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { AccountTag } from './account-tag.js';
import { NotificationTarget, NotificationTargetRecord } from './notification-target.js';
import { GeneralStatus } from './statuses.js';
import { LineText } from './text-rules.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** Organization types of spec §3, ordered as `order type ASC` lists them. */
export const OrganizationType = { userCompany: 0, agent: 1, superviser: 2, management: 3 } as const;
export type OrganizationType = (typeof OrganizationType)[keyof typeof OrganizationType];

/** Parent-role options for account tags (spec §6). */
export const ParentRole = { deny: 0, readOnly: 1, allow: 2, allowOneLevelBelow: 3, readOnlyOneLevelBelow: 4 } as const;
export type ParentRole = (typeof ParentRole)[keyof typeof ParentRole];

const intEnum = (values: Record<string, number>) => Type.Union(Object.values(values).map((v) => Type.Literal(v)));

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
