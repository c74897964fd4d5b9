import { api } from '@fleetdeck/sdk';
import type { ContractOwnership, TermCheck } from './termsCheck.js';

/** Results of the init step: the contract and the outstanding terms. */
export interface InitResult {
  contract: ContractOwnership | null;
  check: TermCheck;
}

/** The init step of spec §4: GET /api/my/contract and /api/my/term-agreements/check together. */
export async function runInitStep(signal: AbortSignal): Promise<InitResult> {
  const [contract, check] = await Promise.all([
    api.get<ContractOwnership>('/my/contract', { signal }),
    api.get<TermCheck>('/my/term-agreements/check', { signal }),
  ]);
  return { contract, check };
}
