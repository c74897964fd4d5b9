import type { ReactNode } from 'react';
import { policyLevel, type AccessLevel, type PolicyAction, type PolicyArea } from '@fleetdeck/model';
import { useCan } from './useCan.js';

/**
 * What `<CanAccess>` checks: an action of the access policy, or a level.
 * @group Auth
 * @example
 * ```tsx
 * const target: CanAccessTarget = { area: 'robots', action: 'delete' };
 * return <CanAccess {...target}><DeleteButton /></CanAccess>;
 * ```
 */
export type CanAccessTarget = { [A in PolicyArea]: { area: A; action: PolicyAction<A>; access?: never } }[PolicyArea] | { access: AccessLevel; area?: never; action?: never };

/**
 * Renders its children only when the current user may do the action (or reach `access`); otherwise `fallback`.
 * @group Auth
 * @example
 * ```tsx
 * <CanAccess area="flows" action="delete" fallback={<Text>{t('readOnly')}</Text>}>
 *   <Button onClick={remove}>{t('delete')}</Button>
 * </CanAccess>
 * ```
 */
export function CanAccess(props: CanAccessTarget & { fallback?: ReactNode; children: ReactNode }) {
  const { fallback = null, children } = props;
  const level = props.access ?? policyLevel(props.area, props.action as never);
  const { can } = useCan(level);
  return <>{can ? children : fallback}</>;
}
