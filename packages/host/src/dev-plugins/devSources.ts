/** Query parameter that turns a dev server on (`?fleetdeck-dev=http://127.0.0.1:5300`) or off (`=off`). */
export const DEV_QUERY_PARAMETER = 'fleetdeck-dev';

/** Local-storage key remembering the dev servers across reloads. */
export const DEV_STORAGE_KEY = 'fleetdeck.devPlugins';

/** The storage calls this module needs (localStorage in the browser). */
export type DevStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function readStored(storage: DevStorage): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(DEV_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && isHttpUrl(item)) : [];
  } catch {
    return [];
  }
}

/**
 * The dev servers to load from: the query parameter (remembered, then removed from the address)
 * or what was remembered before. `cleanUrl` is the address without the parameter, when it had one.
 */
export function readDevSources(location: URL, storage: DevStorage): { sources: string[]; cleanUrl: string | null } {
  const values = location.searchParams.getAll(DEV_QUERY_PARAMETER);
  if (values.length === 0) return { sources: readStored(storage), cleanUrl: null };
  const clean = new URL(location.href);
  clean.searchParams.delete(DEV_QUERY_PARAMETER);
  const cleanUrl = `${clean.pathname}${clean.search}${clean.hash}`;
  if (values.includes('off')) {
    storage.removeItem(DEV_STORAGE_KEY);
    return { sources: [], cleanUrl };
  }
  const sources = [...new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim().replace(/\/+$/, '')))]
    .filter(isHttpUrl);
  storage.setItem(DEV_STORAGE_KEY, JSON.stringify(sources));
  return { sources, cleanUrl };
}
