// The console's one TanStack Query, for reads the SDK's own hooks do not cover (pages of a growing
// list, writes with their own state); plugins import it from the SDK, never directly, so they share
// the host's client. Declared here (not re-exported) so the reference documents them with the data layer.
import * as rq from '@tanstack/react-query';

/**
 * TanStack Query's `useQueryClient`: the console's one cache, to read, seed or drop entries by hand.
 * @group Data
 * @example
 * ```tsx
 * const client = useQueryClient();
 * const cached = client.getQueryData<BuildingRecord>(apiQueryKey(`/buildings/${id}`));
 * ```
 */
export const useQueryClient: typeof rq.useQueryClient = rq.useQueryClient;

/**
 * TanStack Query's `useMutation`: a write with its own pending and error state (the API client's
 * writes already make the reads of their area stale).
 * @group Data
 * @example
 * ```tsx
 * const rename = useMutation({ mutationFn: (name: string) => api.patch(`/robots/${robotId}`, { name }) });
 * return <Button disabled={rename.isPending} onClick={() => rename.mutate('Guide 2')}>{t('rename')}</Button>;
 * ```
 */
export const useMutation: typeof rq.useMutation = rq.useMutation;

/**
 * TanStack Query's `useInfiniteQuery`: a list read page by page ("more" button, endless scroll).
 * @group Data
 * @example
 * ```tsx
 * const logs = useInfiniteQuery({
 *   queryKey: apiQueryKey('/threshold-logs', { thresholdRuleId }),
 *   queryFn: ({ pageParam, signal }) => api.get<ThresholdLogRecord[]>('/threshold-logs', { query: { filter: { where: { thresholdRuleId }, order: ['occurredAt DESC'], limit: 50, skip: pageParam } }, signal }),
 *   initialPageParam: 0,
 *   getNextPageParam: (last, pages) => (last.length < 50 ? undefined : pages.length * 50),
 * });
 * ```
 */
export const useInfiniteQuery: typeof rq.useInfiniteQuery = rq.useInfiniteQuery;

/**
 * TanStack Query's own `useQuery`, for a read `useQuery` (the SDK's) cannot express: a `select`,
 * a `placeholderData`, a query function that is not one GET.
 * @group Data
 * @example
 * ```tsx
 * const names = useCachedQuery({
 *   queryKey: apiQueryKey('/buildings'),
 *   queryFn: ({ signal }) => api.get<BuildingRecord[]>('/buildings', { signal }),
 *   select: (buildings) => buildings.map((building) => building.name),
 * });
 * ```
 */
export const useCachedQuery: typeof rq.useQuery = rq.useQuery;

/**
 * TanStack Query's `keepPreviousData`: keeps the last page on screen while the next one loads.
 * @group Data
 * @example
 * ```tsx
 * const page = useCachedQuery({
 *   queryKey: apiQueryKey('/robots', { filter }),
 *   queryFn: ({ signal }) => api.get<RobotRecord[]>('/robots', { query: { filter }, signal }),
 *   placeholderData: keepPreviousData,
 * });
 * ```
 */
export const keepPreviousData: typeof rq.keepPreviousData = rq.keepPreviousData;

/**
 * TanStack Query's client type: the console's one cache (`useQueryClient()`, `createQueryClient()`).
 * @group Data
 * @example
 * ```ts
 * function forgetBuilding(client: QueryClient, id: number): void {
 *   client.removeQueries({ queryKey: apiQueryKey(`/buildings/${id}`) });
 * }
 * ```
 */
export type QueryClient = rq.QueryClient;

/**
 * The key of a cache entry; the SDK's reads use `apiQueryKey(path, query)`.
 * @group Data
 * @example
 * ```ts
 * const key: QueryKey = apiQueryKey('/buildings', { filter: { limit: 20 } });
 * ```
 */
export type QueryKey = rq.QueryKey;

/**
 * What `useCachedQuery` answers.
 * @group Data
 * @example
 * ```tsx
 * function BuildingCount({ buildings }: { buildings: UseQueryResult<BuildingRecord[], HttpError> }) {
 *   return <Text>{buildings.isPending ? '…' : buildings.data?.length}</Text>;
 * }
 * ```
 */
export type UseQueryResult<TData = unknown, TError = rq.DefaultError> = rq.UseQueryResult<TData, TError>;

/**
 * What `useMutation` answers.
 * @group Data
 * @example
 * ```tsx
 * function SaveButton({ save }: { save: UseMutationResult<unknown, HttpError, string> }) {
 *   return <Button disabled={save.isPending} onClick={() => save.mutate('Aozora Tower')}>{t('save')}</Button>;
 * }
 * ```
 */
export type UseMutationResult<TData = unknown, TError = rq.DefaultError, TVariables = unknown, TOnMutateResult = unknown> = rq.UseMutationResult<TData, TError, TVariables, TOnMutateResult>;

/**
 * What `useInfiniteQuery` answers.
 * @group Data
 * @example
 * ```tsx
 * function MoreButton({ list }: { list: UseInfiniteQueryResult<InfiniteData<ThresholdLogRecord[]>, HttpError> }) {
 *   return list.hasNextPage ? <Button onClick={() => void list.fetchNextPage()}>{t('more')}</Button> : null;
 * }
 * ```
 */
export type UseInfiniteQueryResult<TData = unknown, TError = rq.DefaultError> = rq.UseInfiniteQueryResult<TData, TError>;

/**
 * The data of an infinite read: its pages and the parameter of each.
 * @group Data
 * @example
 * ```ts
 * const rows = (logs.data as InfiniteData<ThresholdLogRecord[], number> | undefined)?.pages.flat() ?? [];
 * ```
 */
export type InfiniteData<TData, TPageParam = unknown> = rq.InfiniteData<TData, TPageParam>;
