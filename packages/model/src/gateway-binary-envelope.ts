// Binary gateway messages (camera frames, map reports) share one envelope, so a browser or robot
// reads each without base64: 4 magic bytes naming the kind | u8 version | u16 header length
// (big-endian) | UTF-8 JSON header | the payload's bytes.

/** Bytes before the JSON header. */
const PREFIX = 7;

/** Whether a binary message starts with these four magic bytes. */
export function hasMagic(data: Uint8Array, magic: readonly number[]): boolean {
  return data.length >= magic.length && magic.every((b, i) => data[i] === b);
}

/** Packs a JSON header and payload bytes behind a kind's magic and version; `what` names the kind in the error. */
export function encodeEnvelope(magic: readonly number[], version: number, header: unknown, payload: Uint8Array, what: string): Uint8Array {
  const head = new TextEncoder().encode(JSON.stringify(header));
  if (head.length > 0xffff) throw new RangeError(`${what} header too long`);
  const out = new Uint8Array(PREFIX + head.length + payload.length);
  out.set(magic, 0);
  out[4] = version;
  out[5] = head.length >> 8;
  out[6] = head.length & 0xff;
  out.set(head, PREFIX);
  out.set(payload, PREFIX + head.length);
  return out;
}

/** Unpacks an envelope of this magic and version; null when its layout is broken (another kind or version, a cut or unreadable header). */
export function decodeEnvelope(magic: readonly number[], version: number, data: Uint8Array): { header: unknown; payload: Uint8Array } | null {
  if (data.length < PREFIX || !hasMagic(data, magic) || data[4] !== version) return null;
  const headLength = ((data[5] ?? 0) << 8) | (data[6] ?? 0);
  if (data.length < PREFIX + headLength) return null;
  try {
    return { header: JSON.parse(new TextDecoder().decode(data.subarray(PREFIX, PREFIX + headLength))) as unknown, payload: data.subarray(PREFIX + headLength) };
  } catch {
    return null;
  }
}
