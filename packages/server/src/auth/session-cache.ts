import { LRUCache } from 'lru-cache';
import type { RequestSession } from './request-session.js';

// A session stays true only while nothing in the database changed (the version) and for at most a
// second, so time-based ends (token expiry, contract end) apply within that second.
const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: RequestSession;
  version: string;
  at: number;
}

/**
 * Remembers who a bearer token (from one address) resolved to, so a burst of reads does not repeat
 * the token, contract and IP allow-list queries. Keyed by token and address because the IP
 * allow-list answer depends on both.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** The cached session when it was resolved under the same data version less than a second ago. */
  get(token: string, address: string, version: string, now = Date.now()): RequestSession | undefined {
    const key = `${address} ${token}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || now - entry.at >= TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  /** Stores a freshly resolved session; the least recently used entry goes when the cache is full. */
  set(token: string, address: string, version: string, session: RequestSession, now = Date.now()): void {
    this.entries.set(`${address} ${token}`, { session, version, at: now });
  }

  /** Forgets everything (tests, shutdown). */
  clear(): void {
    this.entries.clear();
  }
}
