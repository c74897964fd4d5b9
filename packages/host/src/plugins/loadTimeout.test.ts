import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLUGIN_LOAD_TIMEOUT_MS, PLUGIN_LOAD_TIMEOUT_STORAGE_KEY, pluginLoadTimeoutMs, withTimeout } from './loadTimeout.js';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
  });
});

describe('pluginLoadTimeoutMs', () => {
  it('is 120 s unless lowered for tests within bounds', () => {
    expect(DEFAULT_PLUGIN_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(pluginLoadTimeoutMs()).toBe(120_000);
    store.set(PLUGIN_LOAD_TIMEOUT_STORAGE_KEY, '1500');
    expect(pluginLoadTimeoutMs()).toBe(1500);
    for (const bad of ['0', '-1', '50', '999999', 'abc']) {
      store.set(PLUGIN_LOAD_TIMEOUT_STORAGE_KEY, bad);
      expect(pluginLoadTimeoutMs()).toBe(120_000);
    }
  });
});

describe('withTimeout', () => {
  it('rejects with the time-out error when the promise is too slow', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 20, () => new Error('too slow'))).rejects.toThrow('too slow');
  });

  it('passes through results and errors that arrive in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, () => new Error('x'))).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('broken')), 1000, () => new Error('x'))).rejects.toThrow('broken');
  });
});
