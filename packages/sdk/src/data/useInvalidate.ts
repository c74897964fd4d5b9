import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiArea, isApiKeyUnder } from './apiQueryKey.js';

/**
 * Marks every cached read of the area a written `path` belongs to as stale; the ones on screen read again.
 * @group Data
 * @example
 * ```tsx
 * // Outside React (a store, a timer); in a component use useInvalidate.
 * await invalidateApi(queryClient, '/robots');
 * ```
 */
export function invalidateApi(client: QueryClient, path: string): Promise<void> {
  const area = apiArea(path);
  return client.invalidateQueries({ predicate: (query) => isApiKeyUnder(query.queryKey, area) });
}

/**
 * A function that refreshes every read under the area of a written path (call it after a write the SDK did not make).
 *
 * @example
 * ```ts
 * const invalidate = useInvalidate();
 * await uploadWithProgress(`/media-resources/${id}/file`, file);
 * await invalidate('/media-resources');
 * ```
 *
 * @group Data
 */
export function useInvalidate(): (path: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback((path: string) => invalidateApi(client, path), [client]);
}
