/** userType values of spec §6: 0 is a normal account, anything else is an admin, 9 the system admin. */
export const UserType = {
  general: 0,
  areaManager: 1,
  organizationAdmin: 2,
  systemAdmin: 9,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/**
 * Route and call access levels (docs/contracts.md). `orgAdmin` is spec §6's "organization
 * administrator" (userType 2 or 9; an area manager, 1, is an admin but not an organization admin).
 */
export type AccessLevel = 'public' | 'any' | 'admin' | 'orgAdmin' | 'systemAdmin';

/** Whether a user type satisfies an access level; public and any only need a signed-in user. */
export function userTypeSatisfies(userType: number, access: AccessLevel): boolean {
  if (access === 'systemAdmin') return userType === UserType.systemAdmin;
  if (access === 'orgAdmin') return userType === UserType.organizationAdmin || userType === UserType.systemAdmin;
  if (access === 'admin') return userType !== UserType.general;
  return true;
}
