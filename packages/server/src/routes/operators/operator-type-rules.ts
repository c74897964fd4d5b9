import { UserType, assignableOperatorTypes, decidePolicy } from '@fleetdeck/model';

/** Types a caller may give an account: the model's rule over the access policy's operator actions. */
export function assignableTypes(callerType: number): number[] {
  return assignableOperatorTypes((action) => decidePolicy(callerType, 'operators', action).can);
}

/** Rank used to stop a caller from changing an account above their own. */
export function typeRank(type: number): number {
  return type === UserType.systemAdmin ? 3 : type === UserType.organizationAdmin ? 2 : type === UserType.areaManager ? 1 : 0;
}
