import { describe, expect, it } from 'vitest';
import { backoffMs } from './notifier.js';
import { verifySignature, webhookHeaders } from './webhook-signature.js';

describe('notification delivery', () => {
  it('waits twice as long before each retry, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 30)).toBe(3_600_000);
  });

  it('signs the time and body with HMAC-SHA256 that only the same secret, time and body verify', () => {
    const body = '{"id":"threshold-log-1"}';
    const headers = webhookHeaders({ url: 'https://hooks.example/in', authType: 3, secret: 'secret-1' }, body, 1_700_000_000_000);
    const signature = headers['x-fleetdeck-signature'];
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['x-fleetdeck-timestamp']).toBe('1700000000000');
    expect(verifySignature('secret-1', 1_700_000_000_000, body, signature)).toBe(true);
    expect(verifySignature('secret-2', 1_700_000_000_000, body, signature)).toBe(false);
    expect(verifySignature('secret-1', 1_700_000_000_001, body, signature)).toBe(false);
    expect(verifySignature('secret-1', 1_700_000_000_000, `${body} `, signature)).toBe(false);
    expect(verifySignature('secret-1', 1_700_000_000_000, body, undefined)).toBe(false);
  });

  it('authenticates basic and bearer webhooks by their secret, unsigned', () => {
    expect(webhookHeaders({ url: 'u', authType: 1, secret: 'user:pw' }, '{}', 1).authorization).toBe(`Basic ${Buffer.from('user:pw').toString('base64')}`);
    const bearer = webhookHeaders({ url: 'u', authType: 2, secret: 'tok' }, '{}', 1);
    expect(bearer.authorization).toBe('Bearer tok');
    expect(bearer['x-fleetdeck-signature']).toBeUndefined();
  });
});
