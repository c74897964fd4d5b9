import { LRUCache } from 'lru-cache';
import type { AccessScope } from '../access/scope.js';
import { cacheOwner } from './compiled-query-cache.js';

// Pagers ask the same count on each poll and page turn, and while the database is unchanged the
// answer is the same. On PostgreSQL the count of a `like` filter scans the table (25-37 ms over
// 100,000 operators), so an unchanged database answers from here; any write anywhere changes the
// version and the next count runs again. Kept per scope object, as compiled list queries are.
const MAX_PER_SCOPE = 256;
const byScope = new WeakMap<object, LRUCache<string, { version: string; count: number }>>();

/** The count for `key` in this scope: kept while the database `version` stays, else `run` again. */
export async function cachedCount(scope: AccessScope, version: string | undefined, key: string, run: () => Promise<number>): Promise<number> {
  if (version === undefined) return run();
  const owner = cacheOwner(scope);
  let counts = byScope.get(owner);
  if (!counts) {
    counts = new LRUCache({ max: MAX_PER_SCOPE });
    byScope.set(owner, counts);
  }
  const hit = counts.get(key);
  if (hit?.version === version) return hit.count;
  const count = await run();
  counts.set(key, { version, count });
  return count;
}
