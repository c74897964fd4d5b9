/** The `sha384-<base64>` digest of some bytes, computed with SubtleCrypto. */
export async function sha384Of(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', bytes);
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/** Fetches a script and tells whether its bytes match the expected integrity string. */
export async function scriptMatchesIntegrity(url: string, integrity: string): Promise<boolean> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await sha384Of(await response.arrayBuffer())) === integrity;
}
