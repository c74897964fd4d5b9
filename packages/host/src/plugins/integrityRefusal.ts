/**
 * Whether a script that failed to load was refused for its integrity. A script element's error
 * event does not say why (a 404, a dropped connection and an integrity mismatch look the same),
 * so after a failure the file is fetched again: with the integrity the browser checks it (Subresource
 * Integrity, no page code hashes anything), and if only that fetch fails while a plain one
 * succeeds, the bytes are not the ones plugin.json names. Nothing fetched here is run.
 */
export async function refusedForIntegrity(url: string, integrity: string): Promise<boolean> {
  const checked = await fetch(url, { integrity, cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (checked) return false;
  return fetch(url, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
}
