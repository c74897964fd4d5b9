/** The absolute URL SystemJS knows a module by. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Imports a System.register module by URL; a retry drops the failed copy from the registry first. */
export async function systemImport<T>(url: string, fresh: boolean): Promise<T> {
  const resolved = absoluteUrl(url);
  if (fresh && System.has(resolved)) System.delete(resolved);
  return System.import<T>(resolved);
}
