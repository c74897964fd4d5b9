/**
 * What a list shows: one page, one sort, an optional search text and fixed conditions.
 * @group Forms and resources
 * @example
 * ```ts
 * const state: ListQueryState = { pageIndex: 0, pageSize: 20, sort: { id: 'updatedAt', desc: true }, search: '', where: { status: 1 } };
 * const where = buildListWhere(state, ['name']);
 * ```
 */
export interface ListQueryState {
  pageIndex: number;
  pageSize: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  /** Conditions every row must meet (e.g. `{ status: 1 }`), ANDed with the search. */
  where?: Record<string, unknown>;
}

/** LoopBack `like` treats % and _ as wildcards; a search for them must match them literally-ish, so they are dropped. */
function likePattern(text: string): string {
  return `%${text.replace(/[%_]/g, '')}%`;
}

/**
 * The LoopBack `where` for a list: fixed conditions AND any searchable field containing the text.
 * @group Forms and resources
 * @example
 * ```tsx
 * const where = buildListWhere({ search: 'tower', where: { organizationId: 3 } }, ['name', 'address']);
 * ```
 */
export function buildListWhere(state: Pick<ListQueryState, 'search' | 'where'>, searchFields: readonly string[]): Record<string, unknown> | undefined {
  const parts: Record<string, unknown>[] = [];
  if (state.where && Object.keys(state.where).length > 0) parts.push(state.where);
  const text = state.search.trim();
  if (text && searchFields.length > 0) {
    const pattern = likePattern(text);
    const matches = searchFields.map((field) => ({ [field]: { like: pattern } }));
    parts.push(matches.length === 1 ? (matches[0] as Record<string, unknown>) : { or: matches });
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
}

/**
 * The LoopBack `filter` of one page: where, order (with id as tie-breaker so pages never overlap), limit and skip.
 * @group Forms and resources
 * @example
 * ```ts
 * const filter = buildListFilter({ pageIndex: 1, pageSize: 20, sort: { id: 'name', desc: false }, search: 'tower' }, ['name']);
 * const page = await api.get<BuildingRecord[]>('/buildings', { query: { filter } });
 * ```
 */
export function buildListFilter(state: ListQueryState, searchFields: readonly string[]): Record<string, unknown> {
  const filter: Record<string, unknown> = { limit: state.pageSize, skip: state.pageIndex * state.pageSize };
  const where = buildListWhere(state, searchFields);
  if (where) filter.where = where;
  const order: string[] = [];
  if (state.sort) order.push(`${state.sort.id} ${state.sort.desc ? 'DESC' : 'ASC'}`);
  if (state.sort?.id !== 'id') order.push('id ASC');
  filter.order = order;
  return filter;
}

/** Number of pages for a total (at least one, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
