import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from './apiClient.js';
import { apiQueryKey } from './apiQueryKey.js';

/**
 * A function that reads `path` on demand (on a click) through the shared cache, answering a fresh cached copy without a request.
 *
 * @example
 * ```ts
 * const fetchApi = useFetchApi();
 * const onOpen = async () => setSteps(await fetchApi<FlowRecord>(`/flows/${flowId}`));
 * ```
 *
 * @group Data
 */
export function useFetchApi(): <T = unknown>(path: string, query?: QueryParams) => Promise<T> {
  const client = useQueryClient();
  return useCallback(
    <T,>(path: string, query?: QueryParams) =>
      client.fetchQuery<T>({ queryKey: apiQueryKey(path, query), queryFn: ({ signal }) => api.get<T>(path, { query, signal }) }),
    [client],
  );
}
