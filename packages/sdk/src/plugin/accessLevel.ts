/** Who may open a route: anyone, any signed-in user, admins (userType 1, 2, 9) or system admins (9). */
export type AccessLevel = 'public' | 'any' | 'admin' | 'systemAdmin';

/** Every access level, in increasing order of privilege. */
export const accessLevels: readonly AccessLevel[] = ['public', 'any', 'admin', 'systemAdmin'];
