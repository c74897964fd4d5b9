import { UserType } from '@fleetdeck/model';

/**
 * Types a caller may give an account. §6 offers non-system admins "general and administrator";
 * we read "administrator" as organization administrator (2), the one admin type an organization
 * hands out itself, and never above the caller's own type: an organization administrator may
 * choose 0 or 2, an area manager only 0. A system admin may choose any type.
 */
export function assignableTypes(callerType: number): number[] {
  if (callerType === UserType.systemAdmin) return [UserType.general, UserType.areaManager, UserType.organizationAdmin, UserType.systemAdmin];
  return [UserType.general, UserType.organizationAdmin].filter((type) => type <= callerType);
}

/** Rank used to stop a caller from changing an account above their own. */
export function typeRank(type: number): number {
  return type === UserType.systemAdmin ? 3 : type === UserType.organizationAdmin ? 2 : type === UserType.areaManager ? 1 : 0;
}
