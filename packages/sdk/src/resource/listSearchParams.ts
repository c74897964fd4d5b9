/** The part of a list's state a user chooses, kept in the page's URL query so Back and reload keep it. */
export interface ListUrlState {
  pageIndex: number;
  pageSize: number;
  /** `null` when the user switched sorting off. */
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** Conditions the user chose (field → value), ANDed with the list's own. */
  filters: Record<string, unknown>;
}

/** Parameter names, after the list's prefix (an embedded list prefixes its own). */
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const SEARCH = 'q';
const FILTERS = 'filter';

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

function parseFilters(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads a list's state from the URL query; what is absent or malformed takes the list's default. */
export function readListUrlState(params: URLSearchParams, prefix: string, defaults: Pick<ListUrlState, 'pageSize' | 'sort'>): ListUrlState {
  const page = positiveInteger(params.get(prefix + PAGE)) ?? 1;
  const sortText = params.get(prefix + SORT);
  let sort = defaults.sort;
  // "-name" sorts by name descending; an empty value means the user switched sorting off.
  if (sortText === '') sort = null;
  else if (sortText) sort = sortText.startsWith('-') ? { id: sortText.slice(1), desc: true } : { id: sortText, desc: false };
  return {
    pageIndex: page - 1,
    pageSize: positiveInteger(params.get(prefix + PAGE_SIZE)) ?? defaults.pageSize,
    sort,
    search: params.get(prefix + SEARCH) ?? '',
    filters: parseFilters(params.get(prefix + FILTERS)),
  };
}

function sameSort(a: ListUrlState['sort'], b: ListUrlState['sort']): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.desc === b.desc);
}

/** The URL query with a list's state written in; values equal to the defaults are left out, so a fresh list keeps a clean URL. */
export function writeListUrlState(
  params: URLSearchParams,
  prefix: string,
  state: ListUrlState,
  defaults: Pick<ListUrlState, 'pageSize' | 'sort'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => {
    if (value === null) next.delete(prefix + name);
    else next.set(prefix + name, value);
  };
  put(PAGE, state.pageIndex > 0 ? String(state.pageIndex + 1) : null);
  put(PAGE_SIZE, state.pageSize !== defaults.pageSize ? String(state.pageSize) : null);
  put(SORT, sameSort(state.sort, defaults.sort) ? null : state.sort ? `${state.sort.desc ? '-' : ''}${state.sort.id}` : '');
  put(SEARCH, state.search ? state.search : null);
  put(FILTERS, Object.keys(state.filters).length > 0 ? JSON.stringify(state.filters) : null);
  return next;
}
