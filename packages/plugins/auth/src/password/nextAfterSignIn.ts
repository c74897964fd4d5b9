import type { Contract, TermCheck } from '@fleetdeck/model';
import type { QueryParams } from '@fleetdeck/sdk';
import { mustAgreeToTerms } from '../terms/outstandingTerms.js';

/** Reads through the shared cache (`useFetchApi`), so the terms page that may follow shows its answers at once. */
type FetchApi = <T>(path: string, query?: QueryParams) => Promise<T>;

/** Where a signed-in user goes once the password is fine: the terms page when terms are due, else robot control. */
export async function nextAfterSignIn(fetchApi: FetchApi): Promise<string> {
  const check = await fetchApi<TermCheck>('/my/term-agreements/check');
  if (check.TOS || check.PP) return '/term/agreement';
  if (!check.MC) return '/robot/control';
  const contract = await fetchApi<Contract>('/my/contract');
  return mustAgreeToTerms(check, contract.maintenanceCompany?.isOwner ?? false) ? '/term/agreement' : '/robot/control';
}
