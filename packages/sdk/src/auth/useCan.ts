import { useTranslation } from 'react-i18next';
import { decideAccess, policyLevel, type AccessDecision, type AccessLevel, type PolicyAction, type PolicyArea } from '@fleetdeck/model';
import { useSession } from './sessionStore.js';

/**
 * A decision with its translated message when refused.
 * @group Auth
 * @example
 * ```tsx
 * const { can, message }: CanAnswer = useCan('buildings', 'create');
 * return <Button disabled={!can} title={message}>{t('create')}</Button>;
 * ```
 */
export type CanAnswer = AccessDecision & { message?: string };

/**
 * Whether the current user may do an action of the access policy (`useCan('flows', 'create')`),
 * or reach a level (`useCan('admin')`, for routes the policy does not name), with a translated
 * message when not.
 *
 * @group Auth
 * @example
 * ```tsx
 * const { can, message } = useCan('flows', 'create');
 * return <Button disabled={!can} title={message}>{t('create')}</Button>;
 * ```
 */
export function useCan<A extends PolicyArea>(area: A, action: PolicyAction<A>): CanAnswer;
export function useCan(access: AccessLevel): CanAnswer;
export function useCan(areaOrLevel: string, action?: string): CanAnswer {
  const session = useSession();
  const { t } = useTranslation('common');
  const level = action === undefined ? (areaOrLevel as AccessLevel) : policyLevel(areaOrLevel as PolicyArea, action as never);
  const decision = decideAccess(session?.type, level);
  return decision.reason ? { ...decision, message: t(`access.${decision.reason}`) } : decision;
}
