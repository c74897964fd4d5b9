import { describe, expect, it } from 'vitest';
import type { RequestSession } from './request-session.js';
import { SessionCache } from './session-cache.js';

const session: RequestSession = { operatorId: 7, userType: 2, organizationId: 3, buildingId: 1, tokenId: 11, loginId: 'a@example.com' };

describe('SessionCache', () => {
  it('answers a session only for the same token, address and data version, within a second', () => {
    const cache = new SessionCache();
    cache.set('tok', '10.0.0.1', 'v1', session, 1_000);
    expect(cache.get('tok', '10.0.0.1', 'v1', 1_500)).toBe(session);
    expect(cache.get('tok', '10.0.0.2', 'v1', 1_500)).toBeUndefined();
    expect(cache.get('other', '10.0.0.1', 'v1', 1_500)).toBeUndefined();
    expect(cache.get('tok', '10.0.0.1', 'v2', 1_500)).toBeUndefined();
    // A version change drops the entry for good, even if the old version came back.
    expect(cache.get('tok', '10.0.0.1', 'v1', 1_500)).toBeUndefined();
  });

  it('forgets an entry a second after it was stored', () => {
    const cache = new SessionCache();
    cache.set('tok', '::1', 'v', session, 5_000);
    expect(cache.get('tok', '::1', 'v', 5_999)).toBe(session);
    expect(cache.get('tok', '::1', 'v', 6_000)).toBeUndefined();
  });
});
