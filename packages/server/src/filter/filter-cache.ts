import { LRUCache } from 'lru-cache';
import type { FilterSpec } from './filter-spec.js';
import { parseFilter } from './parse-filter.js';
import type { ParsedFilter } from './parsed-filter.js';

// Screens repeat the same few filter texts; parsing and checking them again on every call showed
// in profiles. Entries are frozen, so a caller that tried to change a shared filter would throw.
const MAX_PER_SPEC = 500;
const bySpec = new WeakMap<FilterSpec, LRUCache<string, ParsedFilter>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * parseFilter for the query-string text of a list call, remembering the checked result per text
 * and whitelist. The same text answers the same (frozen) object, which later caches key on.
 */
export function parseFilterText(text: string | undefined, spec: FilterSpec): ParsedFilter {
  const key = text ?? '';
  let cache = bySpec.get(spec);
  if (!cache) {
    cache = new LRUCache({ max: MAX_PER_SPEC });
    bySpec.set(spec, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const parsed = deepFreeze(parseFilter(text, spec));
  cache.set(key, parsed);
  return parsed;
}
