import { api } from '@fleetdeck/sdk';

let pending: Promise<unknown> | null = null;

/**
 * GET /api/my/contract, one request for the callers that ask at the same moment: on a page's first
 * load the init step (§4) and the side bar (contract-gated entries) both need it, and asked twice.
 * Each caller still decides what an abort means for it: the answer is shared, the request is not
 * cancelled by one of them leaving.
 */
export function readMyContract<T>(): Promise<T> {
  pending ??= api.get<unknown>('/my/contract').finally(() => {
    pending = null;
  });
  return pending as Promise<T>;
}
