import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../data/apiClient.js';
import type { HttpError } from '../data/HttpError.js';
import { buildListFilter, buildListWhere, pageCount, type ListQueryState } from './listQuery.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';

/** Options of a list: path params (`buildingId`) and conditions every row meets. */
export interface ListControllerOptions {
  params?: Record<string, string | number | undefined>;
  where?: Record<string, unknown>;
}

/** Everything a list view draws and does, without drawing anything. */
export interface ListController<T extends ResourceRecord = ResourceRecord> {
  resource: ResourceDefinition<T>;
  rows: T[];
  total: number;
  loading: boolean;
  error: HttpError | undefined;
  pageIndex: number;
  pageSize: number;
  pages: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** ms from sending the list call to its answer, for the benchmark and diagnostics. */
  lastFetchMs: number | null;
  setPageIndex: (index: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: { id: string; desc: boolean } | null) => void;
  setSearch: (text: string) => void;
  reload: () => void;
  /** The API path of one record of this list. */
  recordPath: (id: ResourceRecord['id']) => string;
}

function firstSort(resource: ResourceDefinition<ResourceRecord>) {
  if (resource.defaultSort) return resource.defaultSort;
  const column = resource.columns.find((c) => c.sortable !== false);
  return column ? { id: column.id, desc: false } : null;
}

/** Server-side list state for a resource: page, sort and search through the LoopBack filter and `/count`; stale reads are aborted. */
export function useListController<T extends ResourceRecord = ResourceRecord>(resource: ResourceDefinition<T>, options: ListControllerOptions = {}): ListController<T> {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(resource.pageSize ?? 100);
  const [sort, setSortState] = useState(() => firstSort(resource as unknown as ResourceDefinition<ResourceRecord>));
  const [search, setSearchState] = useState('');
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; error?: HttpError; lastFetchMs: number | null }>({
    rows: [],
    total: 0,
    loading: true,
    lastFetchMs: null,
  });

  const paramsKey = JSON.stringify(options.params ?? {});
  const whereKey = JSON.stringify(options.where ?? null);
  const path = useMemo(() => resolvePath(resource.path, JSON.parse(paramsKey) as Record<string, string>), [resource.path, paramsKey]);
  const searchFields = useMemo(() => resource.columns.filter((c) => c.searchable).map((c) => c.id), [resource.columns]);

  useEffect(() => {
    const controller = new AbortController();
    const where = JSON.parse(whereKey) as Record<string, unknown> | null;
    const query: ListQueryState = { pageIndex, pageSize, sort, search, where: where ?? undefined };
    const countWhere = buildListWhere(query, searchFields);
    setState((s) => ({ ...s, loading: true, error: undefined }));
    const started = performance.now();
    Promise.all([
      api.get<T[]>(path, { query: { filter: buildListFilter(query, searchFields) }, signal: controller.signal }),
      api.get<{ count: number }>(`${path}/count`, { query: countWhere ? { where: countWhere } : {}, signal: controller.signal }),
    ])
      .then(([rows, { count }]) => setState({ rows, total: count, loading: false, lastFetchMs: performance.now() - started }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, rows: [], loading: false, error: error as HttpError }));
      });
    return () => controller.abort();
  }, [path, pageIndex, pageSize, sort, search, whereKey, searchFields, generation]);

  const setSort = useCallback((next: { id: string; desc: boolean } | null) => {
    setSortState(next);
    setPageIndex(0);
  }, []);
  const setSearch = useCallback((text: string) => {
    setSearchState(text);
    setPageIndex(0);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPageIndex(0);
  }, []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const recordPath = useCallback((id: ResourceRecord['id']) => `${path}/${encodeURIComponent(String(id))}`, [path]);

  return {
    resource,
    rows: state.rows,
    total: state.total,
    loading: state.loading,
    error: state.error,
    pageIndex,
    pageSize,
    pages: pageCount(state.total, pageSize),
    sort,
    search,
    lastFetchMs: state.lastFetchMs,
    setPageIndex,
    setPageSize,
    setSort,
    setSearch,
    reload,
    recordPath,
  };
}
