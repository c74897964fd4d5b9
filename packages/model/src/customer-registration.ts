import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';
import { OrganizationCreate } from './organization.js';
import { OperatorCreate } from './operator.js';
import { BuildingCreate } from './building.js';
import { ArchivePlanNames } from './archive-plan.js';

const strict = { additionalProperties: false } as const;

/** The contract a new customer starts with: the §3 flags, its end and its long-term recording plan. */
export const RegisterContract = Type.Object({
  isArchive: Type.Boolean(),
  isMiniAsilla: Type.Boolean(),
  isLilz: Type.Boolean(),
  isHakaruAi: Type.Boolean(),
  isKanriroid: Type.Boolean(),
  isAutoGuide: Type.Boolean(),
  contractEndAt: Nullable(DateTime),
  archivePlan: Type.Unsafe<'free' | 'paid'>(Type.Union(ArchivePlanNames.map((p) => Type.Literal(p)))),
}, strict);
export type RegisterContract = Static<typeof RegisterContract>;

/**
 * Body of POST /api/auth/register (auth/register, system administrator): a new customer in one
 * step. Each part takes its entity's own create fields; the administrator's organization and
 * building are the new ones, and they set their password from the mail they receive.
 */
export const RegisterCustomerBody = Type.Object({
  organization: Type.Omit(OrganizationCreate, ['notificationTargets', 'accountTags'], strict),
  administrator: Type.Pick(OperatorCreate, ['loginId', 'lastName', 'firstName'], strict),
  building: Type.Omit(BuildingCreate, ['organizationId', 'linkage'], strict),
  contract: RegisterContract,
}, strict);
export type RegisterCustomerBody = Static<typeof RegisterCustomerBody>;

/** Answer of a registration: the ids of what was created. */
export const RegisterCustomerResult = Type.Object({ organizationId: Id, buildingId: Id, administratorId: Id });
export type RegisterCustomerResult = Static<typeof RegisterCustomerResult>;
