/**
 * SHA-384 of some bytes. SubtleCrypto exists only in secure contexts (HTTPS, localhost), but the
 * console is also opened over plain HTTP by LAN address or host name; there `crypto.subtle` is
 * undefined and every plugin with an integrity hash (the sign-in plugin included) would be refused.
 * The fallback is a small audited pure-JS hash, imported dynamically so only those pages fetch it
 * and the shell's initial JavaScript stays as it was.
 */
async function sha384Bytes(bytes: ArrayBuffer): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return new Uint8Array(await subtle.digest('SHA-384', bytes));
  const { sha384 } = await import('@noble/hashes/sha2.js');
  return sha384(new Uint8Array(bytes));
}

/** The `sha384-<base64>` digest of some bytes (SubtleCrypto, else a pure-JS fallback in insecure contexts). */
export async function sha384Of(bytes: ArrayBuffer): Promise<string> {
  let binary = '';
  for (const byte of await sha384Bytes(bytes)) binary += String.fromCharCode(byte);
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
