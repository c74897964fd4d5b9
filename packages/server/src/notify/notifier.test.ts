import { describe, expect, it } from 'vitest';
import { backoffMs } from './notifier.js';
import { signBody, verifySignature } from './webhook-signature.js';

describe('notification delivery', () => {
  it('waits twice as long before each retry, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 30)).toBe(3_600_000);
  });

  it('signs a body with HMAC-SHA256 that only the same secret and body verify', () => {
    const body = '{"id":"threshold-log-1"}';
    const signature = signBody('secret-1', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature('secret-1', body, signature)).toBe(true);
    expect(verifySignature('secret-2', body, signature)).toBe(false);
    expect(verifySignature('secret-1', `${body} `, signature)).toBe(false);
    expect(verifySignature('secret-1', body, undefined)).toBe(false);
  });
});
