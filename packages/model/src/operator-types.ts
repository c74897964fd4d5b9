import type { PolicyAction } from './access-policy.js';
import { UserType } from './user-type.js';

/** The access-policy actions that widen the account types a caller may give. */
export type OperatorTypeAction = Extract<PolicyAction<'operators'>, 'assignAnyType' | 'assignOrgAdmin'>;

/**
 * Account types a caller may give, given which of the operators' assign actions the policy lets
 * them do. §6 offers non-system admins "general and administrator"; we read "administrator" as
 * organization administrator (2), the one admin type an organization hands out itself, so an
 * area manager gives only general accounts. A system admin may give any type.
 */
export function assignableOperatorTypes(may: (action: OperatorTypeAction) => boolean): UserType[] {
  if (may('assignAnyType')) return [UserType.general, UserType.areaManager, UserType.organizationAdmin, UserType.systemAdmin];
  if (may('assignOrgAdmin')) return [UserType.general, UserType.organizationAdmin];
  return [UserType.general];
}
