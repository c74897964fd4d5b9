import { useCallback } from 'react';
import { keepPreviousData, useQuery as useCachedQuery } from '@tanstack/react-query';
import { api, type QueryParams } from './apiClient.js';
import { apiQueryKey } from './apiQueryKey.js';
import type { HttpError } from './HttpError.js';

/**
 * State of a read: the data, the error, whether it is loading, and a way to read again.
 * @group Data
 * @example
 * ```tsx
 * function BuildingName({ id }: { id: number }) {
 *   const building: QueryResult<BuildingRecord> = useQuery<BuildingRecord>(`/buildings/${id}`);
 *   return <Text>{building.loading ? '…' : building.data?.name}</Text>;
 * }
 * ```
 */
export interface QueryResult<T> {
  data: T | undefined;
  error: HttpError | undefined;
  /** True until the first answer for this path and query (a background refresh keeps it false). */
  loading: boolean;
  /** True while any read of it is under way, a background refresh included. */
  fetching: boolean;
  reload: () => void;
}

/**
 * Options of `useQuery`.
 * @group Data
 * @example
 * ```ts
 * const { id: buildingId } = useCurrentBuilding();
 * const options: QueryOptions = { query: { filter: { where: { buildingId } } }, enabled: buildingId !== null };
 * const floors = useQuery<FloorRecord[]>('/floors', options);
 * ```
 */
export interface QueryOptions {
  query?: QueryParams;
  enabled?: boolean;
}

/**
 * Reads `path` through the shared cache: one request for every screen that shows it, refreshed after writes under its area.
 *
 * @example
 * ```tsx
 * const contract = useQuery<{ name: string }>('/my/contract');
 * if (contract.error) return <ErrorPanel title="Contract" message={contract.error.message} onRetry={contract.reload} />;
 * return <p>{contract.loading ? '…' : contract.data?.name}</p>;
 * ```
 *
 * @group Data
 */
export function useQuery<T = unknown>(path: string, options: QueryOptions = {}): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const { query } = options;
  const result = useCachedQuery<T, HttpError>({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }) => api.get<T>(path, { query, signal }),
    enabled,
    // While the next page or record loads, the previous one stays on screen (as before the cache).
    placeholderData: keepPreviousData,
  });
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: result.data,
    error: result.error ?? undefined,
    loading: enabled && (result.isPending || (result.isPlaceholderData && result.isFetching)),
    fetching: result.isFetching,
    reload,
  };
}
