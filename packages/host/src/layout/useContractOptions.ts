import { useEffect, useState } from 'react';
import type { Session } from '@fleetdeck/sdk';
import type { ContractOptions } from '../app/sidebarModel.js';
import { readMyContract } from '../guard/contractRequest.js';

/**
 * The signed-in user's contract options (GET /api/my/contract), read once per signed-in account;
 * null while unknown or signed out. The side bar sits outside the plugins' query cache; it shares
 * the init step's request when both ask at once.
 */
export function useContractOptions(session: Pick<Session, 'id'> | null): ContractOptions {
  const [contract, setContract] = useState<ContractOptions>(null);
  const accountId = session?.id ?? null;
  useEffect(() => {
    setContract(null);
    if (accountId === null) return;
    let current = true;
    readMyContract<NonNullable<ContractOptions>>()
      .then((answer) => {
        if (current) setContract(answer);
      })
      // Without the contract the entries that need one stay hidden; the API refuses them anyway.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [accountId]);
  return contract;
}
