import { UserType } from './user-type.js';

/**
 * Who may do something (spec §6): anyone, any signed-in user, admins (userType 1, 2, 9),
 * organization administrators (2, 9; an area manager, 1, is an admin but not an organization
 * admin) or system admins (9).
 * @group Auth
 * @example
 * ```ts
 * // plugin.json: a page the access policy does not know opens for organization administrators.
 * const route = { id: 'report', path: '/custom/report', access: 'orgAdmin' satisfies AccessLevel };
 * ```
 */
export type AccessLevel = 'public' | 'any' | 'admin' | 'orgAdmin' | 'systemAdmin';

/**
 * Every access level, in increasing order of privilege.
 * @group Auth
 * @example
 * ```ts
 * const adminLevels = accessLevels.slice(accessLevels.indexOf('admin')); // ['admin', 'orgAdmin', 'systemAdmin']
 * ```
 */
export const accessLevels: readonly AccessLevel[] = ['public', 'any', 'admin', 'orgAdmin', 'systemAdmin'];

/**
 * Why access is refused; also the key under `common:access.` of its message in the console.
 * @group Auth
 * @example
 * ```ts
 * const reason: AccessDenialReason | undefined = can(session, 'buildings', 'delete').reason;
 * const message = reason ? t(`common:access.${reason}`) : undefined; // 'needsOrgAdmin' -> its message
 * ```
 */
export type AccessDenialReason = 'notSignedIn' | 'needsAdmin' | 'needsOrgAdmin' | 'needsSystemAdmin';

/**
 * The answer to "may this user do that": yes, or no with the reason.
 * @group Auth
 * @example
 * ```ts
 * const decision: AccessDecision = canAccess(session, 'orgAdmin');
 * if (!decision.can) showAlert({ type: 'warning', message: t(`common:access.${decision.reason}`) });
 * ```
 */
export interface AccessDecision {
  can: boolean;
  reason?: AccessDenialReason;
}

const allowed: AccessDecision = Object.freeze({ can: true });

function refused(reason: AccessDenialReason): AccessDecision {
  return { can: false, reason };
}

/**
 * The one implementation of the §6 rule, organization scope aside: whether a user type
 * (undefined: not signed in) reaches an access level, and why not.
 */
export function decideAccess(userType: number | undefined, level: AccessLevel): AccessDecision {
  if (level === 'public') return allowed;
  if (userType === undefined) return refused('notSignedIn');
  switch (level) {
    case 'any':
      return allowed;
    case 'admin':
      return userType !== UserType.general ? allowed : refused('needsAdmin');
    case 'orgAdmin':
      return userType === UserType.organizationAdmin || userType === UserType.systemAdmin ? allowed : refused('needsOrgAdmin');
    case 'systemAdmin':
      return userType === UserType.systemAdmin ? allowed : refused('needsSystemAdmin');
  }
}

/** Whether a signed-in user's type satisfies an access level. */
export function userTypeSatisfies(userType: number, level: AccessLevel): boolean {
  return decideAccess(userType, level).can;
}
