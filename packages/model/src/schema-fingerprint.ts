// Canonical JSON: keys sorted at every level, so two schemas that say the same thing in another key
// order share a fingerprint. TypeBox's symbol keys (Kind, Optional) are not JSON and do not count.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonical(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().flatMap((key) => {
      const item = (value as Record<string, unknown>)[key];
      return item === undefined || typeof item === 'function' ? [] : [`${JSON.stringify(key)}:${canonical(item)}`];
    });
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// cyrb53: a 53-bit hash, enough that the few hundred schemas of a console never collide.
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const fingerprints = new WeakMap<object, string>();

/**
 * A stable name of what a JSON Schema says: its canonical JSON, hashed. The model's build keys the
 * validators it compiles by it, and the forms find a schema's validator by it at run time.
 */
export function schemaFingerprint(schema: object): string {
  let fingerprint = fingerprints.get(schema);
  if (fingerprint === undefined) {
    const text = canonical(schema);
    fingerprint = `${hash53(text)}${text.length.toString(36)}`;
    fingerprints.set(schema, fingerprint);
  }
  return fingerprint;
}
