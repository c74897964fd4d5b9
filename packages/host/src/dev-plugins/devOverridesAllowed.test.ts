import { describe, expect, it } from 'vitest';
import { deriveEnvironment } from '../app/environment.js';
import { devOverridesAllowed } from './devOverridesAllowed.js';

describe('devOverridesAllowed', () => {
  it('allows local and dev consoles for anyone', () => {
    expect(devOverridesAllowed(deriveEnvironment('localhost'), null)).toBe(true);
    expect(devOverridesAllowed(deriveEnvironment('console.dev.example.com'), { type: 0 })).toBe(true);
  });

  it('refuses stg, test and production unless the operator is a system admin', () => {
    for (const host of ['console.example.com', 'stg.example.com', 'test.example.com']) {
      expect(devOverridesAllowed(deriveEnvironment(host), null)).toBe(false);
      expect(devOverridesAllowed(deriveEnvironment(host), { type: 2 })).toBe(false);
      expect(devOverridesAllowed(deriveEnvironment(host), { type: 9 })).toBe(true);
    }
  });
});
