import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha384Of } from './verifyIntegrity.js';

const text = 'System.register([], function () { return { execute: function () {} } });\n';
const bytes = new TextEncoder().encode(text).buffer as ArrayBuffer;
const expected = `sha384-${createHash('sha384').update(text).digest('base64')}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sha384Of', () => {
  it('answers the SRI form of the SHA-384 digest with SubtleCrypto (secure contexts)', async () => {
    expect(globalThis.crypto.subtle).toBeDefined();
    expect(await sha384Of(bytes)).toBe(expected);
  });

  it('answers the same digest without SubtleCrypto (plain HTTP on a LAN address)', async () => {
    // An insecure context has `crypto` (getRandomValues) but no `crypto.subtle`.
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await sha384Of(bytes)).toBe(expected);
    expect(await sha384Of(new TextEncoder().encode(`${text} `).buffer as ArrayBuffer)).not.toBe(expected);
  });

  it('also works where there is no crypto object at all', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(await sha384Of(bytes)).toBe(expected);
  });
});
