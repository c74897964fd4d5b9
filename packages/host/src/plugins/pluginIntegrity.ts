/**
 * Gives SystemJS the integrity of a file it will load by script element: SystemJS sets
 * `script.integrity` from its import map's `integrity` section, and the browser refuses (without
 * running it) a file whose bytes differ. No code is fetched and evaluated by the page itself, so
 * the Content-Security-Policy needs no 'unsafe-eval'.
 */
export function expectIntegrity(integrity: Record<string, string>): void {
  if (Object.keys(integrity).length > 0) System.addImportMap({ integrity });
}
