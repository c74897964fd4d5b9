import type { QueryKey } from '@tanstack/react-query';
import { API_BASE, type QueryParams } from './apiClient.js';

/** First element of every key the SDK puts in the cache, so API reads never collide with a plugin's own keys. */
const API_KEY = 'api';

/** `/api/buildings/` and `buildings` name the same resource as `/buildings`. */
export function normalizeApiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const bare = withSlash.startsWith(`${API_BASE}/`) ? withSlash.slice(API_BASE.length) : withSlash;
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * The cache key of a GET of `path` with `query`: the same read anywhere in the console shares one entry.
 * @group Data
 * @example
 * ```ts
 * const client = useQueryClient();
 * const cached = client.getQueryData<BuildingRecord>(apiQueryKey(`/buildings/${id}`));
 * ```
 */
export function apiQueryKey(path: string, query?: QueryParams | object): QueryKey {
  return [API_KEY, normalizeApiPath(path), query ?? null];
}

/** The API path a cache key reads, or undefined for a key that is not an API read. */
export function apiKeyPath(key: QueryKey): string | undefined {
  return key[0] === API_KEY && typeof key[1] === 'string' ? key[1] : undefined;
}

/** True when a cache key is an API read at `path` or below it (`/buildings` covers `/buildings/3/floors/count`). */
export function isApiKeyUnder(key: QueryKey, path: string): boolean {
  const read = apiKeyPath(key);
  if (read === undefined) return false;
  const root = normalizeApiPath(path);
  return root === '/' || read === root || read.startsWith(`${root}/`);
}

/** The top URL area of a path (`/buildings/3/floors/5` → `/buildings`): a write there may change anything read under it. */
export function apiArea(path: string): string {
  const [, first = ''] = normalizeApiPath(path).split('/');
  return `/${first}`;
}
