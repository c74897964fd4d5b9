import { decidePolicy, type PolicyAction, type PolicyArea } from '@fleetdeck/model';

/** Whether the caller may do an action of the access policy (an option or a field beyond the route's own level). */
export function callerMay<A extends PolicyArea>(caller: { userType: number }, area: A, action: PolicyAction<A>): boolean {
  return decidePolicy(caller.userType, area, action).can;
}
