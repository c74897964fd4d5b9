import { describe, expect, it } from 'vitest';
import { DEV_STORAGE_KEY, readDevSources, type DevStorage } from './devSources.js';

function memoryStorage(initial: Record<string, string> = {}): DevStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('readDevSources', () => {
  it('remembers a dev server from the query and gives the address without it', () => {
    const storage = memoryStorage();
    const result = readDevSources(new URL('http://localhost:8080/custom/x?fleetdeck-dev=http%3A%2F%2F127.0.0.1%3A5300%2F&tab=2#top'), storage);
    expect(result).toEqual({ sources: ['http://127.0.0.1:5300'], cleanUrl: '/custom/x?tab=2#top' });
    expect(JSON.parse(storage.data[DEV_STORAGE_KEY]!)).toEqual(['http://127.0.0.1:5300']);
  });

  it('uses the remembered servers when the query has none', () => {
    const storage = memoryStorage({ [DEV_STORAGE_KEY]: JSON.stringify(['http://127.0.0.1:5300', 'javascript:alert(1)', 7]) });
    expect(readDevSources(new URL('http://localhost:8080/robot/control'), storage)).toEqual({
      sources: ['http://127.0.0.1:5300'],
      cleanUrl: null,
    });
  });

  it('forgets every server with =off', () => {
    const storage = memoryStorage({ [DEV_STORAGE_KEY]: JSON.stringify(['http://127.0.0.1:5300']) });
    expect(readDevSources(new URL('http://localhost:8080/?fleetdeck-dev=off'), storage)).toEqual({ sources: [], cleanUrl: '/' });
    expect(storage.data[DEV_STORAGE_KEY]).toBeUndefined();
  });

  it('ignores what is not an http address and survives broken storage', () => {
    const storage = memoryStorage({ [DEV_STORAGE_KEY]: '{not json' });
    expect(readDevSources(new URL('http://localhost/'), storage).sources).toEqual([]);
    expect(readDevSources(new URL('http://localhost/?fleetdeck-dev=file:///etc/passwd'), storage).sources).toEqual([]);
  });
});
