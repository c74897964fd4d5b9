import { useTranslation } from 'react-i18next';
import type { AccessLevel } from '../plugin/accessLevel.js';
import { canAccess, type AccessDecision } from './access.js';
import { useSession } from './sessionStore.js';

/** Whether the current user may reach an access level, with a translated message when not. */
export function useCan(access: AccessLevel): AccessDecision & { message?: string } {
  const session = useSession();
  const { t } = useTranslation('common');
  const decision = canAccess(session, access);
  return decision.reason ? { ...decision, message: t(`access.${decision.reason}`) } : decision;
}
