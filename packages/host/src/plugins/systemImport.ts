/** Imports a System.register module by URL; a retry drops the failed copy from the registry first. */
export async function systemImport<T>(url: string, fresh: boolean): Promise<T> {
  const resolved = new URL(url, window.location.href).href;
  if (fresh && System.has(resolved)) System.delete(resolved);
  return System.import<T>(resolved);
}

/** Tells SystemJS to enforce an integrity hash when it loads this URL (browser-checked). */
export function requireIntegrity(url: string, integrity: string): void {
  System.addImportMap({ integrity: { [new URL(url, window.location.href).href]: integrity } });
}
