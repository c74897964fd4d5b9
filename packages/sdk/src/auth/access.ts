import { decideAccess, decidePolicy, UserType, type AccessDecision, type AccessLevel, type PolicyAction, type PolicyArea } from '@fleetdeck/model';
import type { Session } from './session.js';

export type { AccessDecision, AccessDenialReason } from '@fleetdeck/model';

/**
 * userType values (spec §6).
 * @group Auth
 * @example
 * ```ts
 * const isSystemAdmin = session?.type === USER_TYPE.systemAdmin; // prefer useCan / can for decisions
 * ```
 */
export const USER_TYPE = UserType;

type SessionType = Pick<Session, 'type'> | null | undefined;

/**
 * Decides whether a session may reach an access level (the model's one rule).
 * @group Auth
 * @example
 * ```tsx
 * const allowed = session ? canAccess(session, 'admin').can : false;
 * ```
 */
export function canAccess(session: SessionType, access: AccessLevel): AccessDecision {
  return decideAccess(session?.type, access);
}

/**
 * Decides whether a session may do an action of an area of the access policy (`can(session, 'flows', 'create')`).
 * @group Auth
 * @example
 * ```tsx
 * const session = useSession();
 * const decision = session ? can(session, 'flows', 'delete') : null; // { can, reason } without React state
 * ```
 */
export function can<A extends PolicyArea>(session: SessionType, area: A, action: PolicyAction<A>): AccessDecision {
  return decidePolicy(session?.type, area, action);
}
