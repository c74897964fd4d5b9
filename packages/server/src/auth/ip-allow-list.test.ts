import { describe, expect, it } from 'vitest';
import { isAddressAllowed, normalizeAddress } from './ip-allow-list.js';

describe('isAddressAllowed', () => {
  it('allows everyone while no entry restricts', () => {
    expect(isAddressAllowed([], '10.1.1.1')).toBe(true);
    expect(isAddressAllowed([{ ip_address: '192.0.2.1', restricted: 0 }], '10.1.1.1')).toBe(true);
  });
  it('allows only listed addresses and ranges once restricted', () => {
    const entries = [
      { ip_address: '192.0.2.1', restricted: 1 },
      { ip_address: '10.0.0.0/8', restricted: 0 },
    ];
    expect(isAddressAllowed(entries, '192.0.2.1')).toBe(true);
    expect(isAddressAllowed(entries, '10.200.3.4')).toBe(true);
    expect(isAddressAllowed(entries, '127.0.0.1')).toBe(false);
    expect(isAddressAllowed(entries, '::ffff:192.0.2.1')).toBe(true);
  });
  it('handles IPv6', () => {
    expect(isAddressAllowed([{ ip_address: '::1', restricted: 1 }], '::1')).toBe(true);
    expect(isAddressAllowed([{ ip_address: '2001:db8::/32', restricted: 1 }], '2001:db8::5')).toBe(true);
    expect(isAddressAllowed([{ ip_address: '2001:db8::/32', restricted: 1 }], '2001:db9::5')).toBe(false);
  });
  it('normalizes mapped addresses', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
