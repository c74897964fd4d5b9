/**
 * Who may open a route or write a resource: anyone, any signed-in user, admins (userType 1, 2, 9),
 * organization administrators (2, 9; §6 flow and IoT device writes) or system admins (9).
 */
export type AccessLevel = 'public' | 'any' | 'admin' | 'orgAdmin' | 'systemAdmin';

/** Every access level, in increasing order of privilege. */
export const accessLevels: readonly AccessLevel[] = ['public', 'any', 'admin', 'orgAdmin', 'systemAdmin'];
