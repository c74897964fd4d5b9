import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../data/apiClient.js';
import { apiQueryKey } from '../data/apiQueryKey.js';
import type { HttpError } from '../data/HttpError.js';
import { buildListFilter, buildListWhere, pageCount, type ListQueryState } from './listQuery.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';
import { useListUrlState } from './useListUrlState.js';

/**
 * Options of a list: path params (`buildingId`), conditions every row meets, and where its state sits in the URL.
 * @group Forms and resources
 * @example
 * ```ts
 * const options: ListControllerOptions = { params: { buildingId }, where: { type: 1 }, urlPrefix: 'floors.' };
 * const list = useListController(floorResource, options);
 * ```
 */
export interface ListControllerOptions {
  params?: Record<string, string | number | undefined>;
  where?: Record<string, unknown>;
  /** Prefix of the list's URL query parameters (`page`, `sort`, `q`, `pageSize`, `filter`), for a page showing two lists. */
  urlPrefix?: string;
}

/**
 * Everything a list view draws and does, without drawing anything.
 * @group Forms and resources
 * @example
 * ```tsx
 * function RowCount() {
 *   const list: ListController = useListContext();
 *   return <Text>{list.loading ? '…' : t('rows', { count: list.total })}</Text>;
 * }
 * ```
 */
export interface ListController<T extends ResourceRecord = ResourceRecord> {
  resource: ResourceDefinition<T>;
  rows: T[];
  total: number;
  /** True until this page, sort and search have their first answer. */
  loading: boolean;
  error: HttpError | undefined;
  pageIndex: number;
  pageSize: number;
  pages: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** Conditions the user chose (field → value), kept in the URL with the rest. */
  filters: Record<string, unknown>;
  /** ms from sending the list call to its answer, for the benchmark and diagnostics. */
  lastFetchMs: number | null;
  setPageIndex: (index: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: { id: string; desc: boolean } | null) => void;
  setSearch: (text: string) => void;
  setFilters: (filters: Record<string, unknown>) => void;
  reload: () => void;
  /** The API path of one record of this list. */
  recordPath: (id: ResourceRecord['id']) => string;
}

interface ListPage<T> {
  rows: T[];
  total: number;
  fetchMs: number;
}

function firstSort(resource: ResourceDefinition<ResourceRecord>) {
  if (resource.defaultSort) return resource.defaultSort;
  const column = resource.columns.find((c) => c.sortable !== false);
  return column ? { id: column.id, desc: false } : null;
}

/**
 * Server-side list state for a resource: page, sort, search and filters live in the URL query; one
 * page (the LoopBack filter and `/count`) is one entry of the shared cache, refreshed after writes.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * const list = useListController(buildings); // paging, sort and search in the URL
 * return (
 *   <ListContextProvider value={list}>
 *     <ResourceTable />
 *     <Pager />
 *   </ListContextProvider>
 * );
 * ```
 */
export function useListController<T extends ResourceRecord = ResourceRecord>(resource: ResourceDefinition<T>, options: ListControllerOptions = {}): ListController<T> {
  const defaults = useMemo(
    () => ({ pageSize: resource.pageSize ?? 100, sort: firstSort(resource as unknown as ResourceDefinition<ResourceRecord>) }),
    [resource],
  );
  const [state, update] = useListUrlState(options.urlPrefix ?? '', defaults);
  const { pageIndex, pageSize, sort, search, filters } = state;

  const paramsKey = JSON.stringify(options.params ?? {});
  const path = useMemo(() => resolvePath(resource.path, JSON.parse(paramsKey) as Record<string, string>), [resource.path, paramsKey]);
  const searchFields = useMemo(() => resource.columns.filter((c) => c.searchable).map((c) => c.id), [resource.columns]);
  // The caller's `where` is usually a fresh object each render: compare it by value.
  const whereKey = JSON.stringify(options.where ?? {});
  const where = useMemo(() => {
    const merged = { ...filters, ...(JSON.parse(whereKey) as Record<string, unknown>) };
    return Object.keys(merged).length > 0 ? merged : undefined;
  }, [filters, whereKey]);

  const query: ListQueryState = { pageIndex, pageSize, sort, search, where };
  const filter = buildListFilter(query, searchFields);
  const countWhere = buildListWhere(query, searchFields);
  const result = useQuery<ListPage<T>, HttpError>({
    queryKey: apiQueryKey(path, { filter, count: countWhere ?? null }),
    queryFn: async ({ signal }) => {
      const started = performance.now();
      const [rows, { count }] = await Promise.all([
        api.get<T[]>(path, { query: { filter }, signal }),
        api.get<{ count: number }>(`${path}/count`, { query: countWhere ? { where: countWhere } : {}, signal }),
      ]);
      return { rows, total: count, fetchMs: performance.now() - started };
    },
    // The previous page stays on screen while the next one loads, as a table should.
    placeholderData: keepPreviousData,
  });

  const setPageIndex = useCallback((index: number) => update({ pageIndex: index }), [update]);
  const setSort = useCallback((next: { id: string; desc: boolean } | null) => update({ sort: next, pageIndex: 0 }), [update]);
  // Typing replaces the entry rather than adding one per keystroke, so Back leaves the list.
  const setSearch = useCallback((text: string) => update({ search: text, pageIndex: 0 }, { replace: true }), [update]);
  const setPageSize = useCallback((size: number) => update({ pageSize: size, pageIndex: 0 }), [update]);
  const setFilters = useCallback((next: Record<string, unknown>) => update({ filters: next, pageIndex: 0 }), [update]);
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  const recordPath = useCallback((id: ResourceRecord['id']) => `${path}/${encodeURIComponent(String(id))}`, [path]);

  const page = result.error ? undefined : result.data;
  const total = page?.total ?? 0;
  return {
    resource,
    rows: page?.rows ?? [],
    total,
    loading: result.isPending || (result.isPlaceholderData && result.isFetching),
    error: result.error ?? undefined,
    pageIndex,
    pageSize,
    pages: pageCount(total, pageSize),
    sort,
    search,
    filters,
    lastFetchMs: page?.fetchMs ?? null,
    setPageIndex,
    setPageSize,
    setSort,
    setSearch,
    setFilters,
    reload,
    recordPath,
  };
}
