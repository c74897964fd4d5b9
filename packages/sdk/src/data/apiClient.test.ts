import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage.js';
import { busyStore } from '../shell/busyStore.js';
import { TOKEN_STORAGE_KEY } from '../auth/tokenStorage.js';
import { api, buildUrl } from './apiClient.js';
import { HttpError } from './HttpError.js';
import { setHttpErrorHandler } from './httpErrorHandler.js';

// The client's only collaborator is fetch, so the unit test replaces fetch and records calls.
type Call = { url: string; init: RequestInit };
let calls: Call[];
let respond: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  installMemoryStorage();
  calls = [];
  respond = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  busyStore.pending = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  setHttpErrorHandler(null);
});

describe('buildUrl', () => {
  it('prefixes /api and JSON-encodes object query values', () => {
    expect(buildUrl('/buildings', { filter: { where: { status: 1 } }, limit: 5, skip: undefined })).toBe(
      '/api/buildings?filter=%7B%22where%22%3A%7B%22status%22%3A1%7D%7D&limit=5',
    );
    expect(buildUrl('my/session')).toBe('/api/my/session');
  });
});

describe('api', () => {
  it('sends the stored bearer token and includes credentials', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    await api.get('/my/session');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('passes the AbortSignal of a read', async () => {
    const controller = new AbortController();
    await api.get('/robots', { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it('counts a write as busy until it settles, also when it fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    respond = async () => {
      await gate;
      return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }), { status: 500 });
    };
    const pending = api.post('/robots', { name: 'r1' });
    await Promise.resolve();
    expect(busyStore.pending).toBe(1);
    release();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(busyStore.pending).toBe(0);
    respond = () => new Response('[]', { status: 200 });
    await api.get('/robots');
    expect(busyStore.pending).toBe(0);
  });

  it('throws HttpError with details and tells the shell about 401/403/498/499 only', async () => {
    const seen: number[] = [];
    setHttpErrorHandler((error) => seen.push(error.status));
    respond = () =>
      new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'bad', details: [{ path: 'name', code: 'maxLength', message: 'long' }] } }), { status: 400 });
    const error = (await api.patch('/robots/1', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.details[0]?.path).toBe('name');
    for (const status of [401, 403, 498, 499]) {
      respond = () => new Response(JSON.stringify({ error: { code: 'X', message: 'x' } }), { status });
      await api.get('/x').catch(() => undefined);
    }
    await api.get('/x', { silent: true }).catch(() => undefined);
    expect(seen).toEqual([401, 403, 498, 499]);
  });

  it('answers undefined for 204', async () => {
    respond = () => new Response(null, { status: 204 });
    await expect(api.post('/operators/logout')).resolves.toBeUndefined();
  });
});
