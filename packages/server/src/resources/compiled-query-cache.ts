import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { AccessScope } from '../access/scope.js';
import type { ParsedFilter } from '../filter/parsed-filter.js';

// Building and compiling a Kysely query cost more CPU than SQLite spent running it. A list query's
// SQL and bound values follow only from the scope, the checked filter and the path parameters, so
// the compiled form is kept per (scope object, filter object, definition and parameters). Scopes
// and filters are cached objects themselves; when either is replaced the entries go with it.
const MAX_PER_FILTER = 64;
const ALL_SCOPE = {};
const byScope = new WeakMap<object, WeakMap<ParsedFilter, LRUCache<string, CachedListQuery>>>();

/** A compiled list query and, while the database is unchanged, the rows it answered. */
export interface CachedListQuery {
  compiled: CompiledQuery;
  result?: { version: string; rows: readonly unknown[] };
}

/** The object caches of this scope's answers key on. */
export function cacheOwner(scope: AccessScope): object {
  // A system admin's scope has no conditions and is rebuilt per call; all such scopes compile alike.
  return scope.all ? ALL_SCOPE : scope;
}

/** The cache entry of the list query for this scope, filter and key, compiling it once with `build`. */
export function compiledListQuery(scope: AccessScope, filter: ParsedFilter, key: string, build: () => CompiledQuery): CachedListQuery {
  const owner = cacheOwner(scope);
  let byFilter = byScope.get(owner);
  if (!byFilter) {
    byFilter = new WeakMap();
    byScope.set(owner, byFilter);
  }
  let byKey = byFilter.get(filter);
  if (!byKey) {
    byKey = new LRUCache({ max: MAX_PER_FILTER });
    byFilter.set(filter, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  const entry: CachedListQuery = { compiled: build() };
  byKey.set(key, entry);
  return entry;
}
