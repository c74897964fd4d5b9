import { describe, expect, it } from 'vitest';
import { GatewayRotation, gatewayUrls } from './gateway-urls.js';

describe('gateway addresses', () => {
  it('reads one address or several comma-separated', () => {
    expect(gatewayUrls('ws://a/gateway')).toEqual(['ws://a/gateway']);
    expect(gatewayUrls('ws://a/gateway, ws://b/gateway,')).toEqual(['ws://a/gateway', 'ws://b/gateway']);
  });

  it('moves to the next address and around', () => {
    const rotation = new GatewayRotation(['ws://a', 'ws://b'], 1);
    expect(rotation.current).toBe('ws://b');
    expect(rotation.next()).toBe('ws://a');
    expect(rotation.next()).toBe('ws://b');
  });
});
