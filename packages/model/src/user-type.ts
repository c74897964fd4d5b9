/** userType values of spec §6: 0 is a normal account, anything else is an admin, 9 the system admin. */
export const UserType = {
  general: 0,
  areaManager: 1,
  organizationAdmin: 2,
  systemAdmin: 9,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
