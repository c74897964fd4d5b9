/** userType values of spec §6: 0 is a normal account, anything else is an admin, 9 the system admin. */
export const UserType = {
  general: 0,
  areaManager: 1,
  organizationAdmin: 2,
  systemAdmin: 9,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Route and call access levels (docs/contracts.md). */
export type AccessLevel = 'public' | 'any' | 'admin' | 'systemAdmin';

/** Whether a user type satisfies an access level; public and any only need a signed-in user. */
export function userTypeSatisfies(userType: number, access: AccessLevel): boolean {
  if (access === 'systemAdmin') return userType === UserType.systemAdmin;
  if (access === 'admin') return userType !== UserType.general;
  return true;
}
