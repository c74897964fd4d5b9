import { useEffect, useState } from 'react';
import { api, type Session } from '@fleetdeck/sdk';
import type { ContractOptions } from '../app/sidebarModel.js';

/**
 * The signed-in user's contract options (GET /api/my/contract), read once per signed-in account;
 * null while unknown or signed out. The side bar sits outside the plugins' query cache, so it
 * asks for itself.
 */
export function useContractOptions(session: Pick<Session, 'id'> | null): ContractOptions {
  const [contract, setContract] = useState<ContractOptions>(null);
  const accountId = session?.id ?? null;
  useEffect(() => {
    setContract(null);
    if (accountId === null) return;
    const controller = new AbortController();
    api.get<NonNullable<ContractOptions>>('/my/contract', { signal: controller.signal })
      .then((answer) => setContract(answer))
      // Without the contract the entries that need one stay hidden; the API refuses them anyway.
      .catch(() => undefined);
    return () => controller.abort();
  }, [accountId]);
  return contract;
}
