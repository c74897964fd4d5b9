import type { Contract, TermCheck } from '@fleetdeck/model';
import { api } from '@fleetdeck/sdk';
import { mustAgreeToTerms } from '../terms/outstandingTerms.js';

/** Where a signed-in user goes once the password is fine: the terms page when terms are due, else robot control. */
export async function nextAfterSignIn(): Promise<string> {
  const check = await api.get<TermCheck>('/my/term-agreements/check');
  if (check.TOS || check.PP) return '/term/agreement';
  if (!check.MC) return '/robot/control';
  const contract = await api.get<Contract>('/my/contract');
  return mustAgreeToTerms(check, contract.maintenanceCompany?.isOwner ?? false) ? '/term/agreement' : '/robot/control';
}
