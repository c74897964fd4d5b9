/** The `sha384-<base64>` digest of some bytes, computed with SubtleCrypto. */
export async function sha384Of(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', bytes);
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/** What fetching a bundle gave: its text, and whether it matched the expected integrity. */
export interface FetchedScript {
  source: string;
  matches: boolean;
}

/** Fetches a script once and tells whether its bytes match `integrity` (always true without one). */
export async function fetchScript(url: string, integrity: string | undefined): Promise<FetchedScript> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = await response.arrayBuffer();
  const matches = integrity === undefined || (await sha384Of(bytes)) === integrity;
  return { source: new TextDecoder().decode(bytes), matches };
}
