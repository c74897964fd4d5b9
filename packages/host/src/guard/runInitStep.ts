import { api } from '@fleetdeck/sdk';
import { readMyContract } from './contractRequest.js';
import type { ContractOwnership, TermCheck } from './termsCheck.js';

/** Results of the init step: the contract and the outstanding terms. */
export interface InitResult {
  contract: ContractOwnership | null;
  check: TermCheck;
}

/** The init step of spec §4: GET /api/my/contract and /api/my/term-agreements/check together. */
export async function runInitStep(signal: AbortSignal): Promise<InitResult> {
  const [contract, check] = await Promise.all([
    readMyContract<ContractOwnership>(),
    api.get<TermCheck>('/my/term-agreements/check', { signal }),
  ]);
  // The contract request is shared (contractRequest.ts), so it does not end with this signal.
  signal.throwIfAborted();
  return { contract, check };
}
