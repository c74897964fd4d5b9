import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { sessionStore } from '../auth/sessionStore.js';
import { onApiWrite } from './apiWrites.js';
import { invalidateApi } from './useInvalidate.js';

/**
 * How long a read counts as fresh. None: a screen mounted again shows the cached answer at once
 * and still asks the server, so a record another operator changed shows up without a reload.
 */
const FRESH_MS = 0;

/**
 * Defaults of every read and write, the same in the console and in plugin tests.
 * @group Data
 * @example
 * ```ts
 * const client = new QueryClient({ defaultOptions: queryDefaults }); // no retries, as in the console
 * ```
 */
export const queryDefaults: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_MS },
  mutations: { retry: false },
};

/**
 * The console's one cache of API reads, created by the host and shared with every plugin through
 * the SDK. Reads are not retried (the server's answer is shown as it came, as before the cache).
 *
 * @group Data
 * @example
 * ```tsx
 * const client = createQueryClient();
 * root.render(<DataProvider client={client}><App /></DataProvider>);
 * ```
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  connectQueryClient(client);
  return client;
}

/**
 * Keeps a client true to the server and the session: every write through the API client makes the
 * reads of its area stale (those on screen read again, so a list shows a saved or deleted record
 * without a reload), and everything is dropped when the signed-in user changes, so nobody sees
 * another's records. Answers a function that disconnects it.
 *
 * @group Data
 * @example
 * ```ts
 * // a client of your own (tests): reads go stale after writes, and are dropped on sign-out
 * const client = new QueryClient({ defaultOptions: queryDefaults });
 * const disconnect = connectQueryClient(client);
 * ```
 */
export function connectQueryClient(client: QueryClient): () => void {
  const stopWrites = onApiWrite((path) => void invalidateApi(client, path));
  let userId = sessionStore.session?.id ?? null;
  const stopSession = subscribe(sessionStore, () => {
    const next = sessionStore.session?.id ?? null;
    if (next === userId) return;
    userId = next;
    client.clear();
  });
  return () => {
    stopWrites();
    stopSession();
  };
}
