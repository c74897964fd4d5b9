/**
 * The page count of `total` rows at `pageSize` per page (at least 1).
 * @group Forms and resources
 * @example
 * ```ts
 * routePageCount(41, 20); // 3
 * routePageCount(0, 20); // 1: an empty list still has its first page
 * ```
 */
export function routePageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The page a route parameter names: a whole number of at least 1, else 1.
 * @group Forms and resources
 * @example
 * ```tsx
 * const { page } = useParams();
 * const current = pageFromParam(page); // 1 for a missing or bad segment
 * ```
 */
export function pageFromParam(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
