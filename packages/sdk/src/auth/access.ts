import type { AccessLevel } from '../plugin/accessLevel.js';
import type { Session } from './session.js';

/** userType values (spec §6). */
export const USER_TYPE = { general: 0, areaManager: 1, organizationAdmin: 2, systemAdmin: 9 } as const;

/** Why access is refused; also the key under `common:access.` of its message. */
export type AccessDenialReason = 'notSignedIn' | 'needsAdmin' | 'needsOrgAdmin' | 'needsSystemAdmin';

/** The answer to "may this session open that": yes, or no with the reason. */
export interface AccessDecision {
  can: boolean;
  reason?: AccessDenialReason;
}

/** Decides whether a session may reach an access level (type 0 general, any other admin, 2 and 9 organization admin, 9 system admin). */
export function canAccess(session: Pick<Session, 'type'> | null | undefined, access: AccessLevel): AccessDecision {
  if (access === 'public') return { can: true };
  if (!session) return { can: false, reason: 'notSignedIn' };
  if (access === 'any') return { can: true };
  if (access === 'admin') return session.type !== USER_TYPE.general ? { can: true } : { can: false, reason: 'needsAdmin' };
  if (access === 'orgAdmin') {
    return session.type === USER_TYPE.organizationAdmin || session.type === USER_TYPE.systemAdmin ? { can: true } : { can: false, reason: 'needsOrgAdmin' };
  }
  return session.type === USER_TYPE.systemAdmin ? { can: true } : { can: false, reason: 'needsSystemAdmin' };
}
