import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('/custom/manifest.json', () => {
  it('answers the built-in default with Last-Modified and 304 when unchanged', async () => {
    const first = await server.api<Record<string, unknown>>('GET', '/custom/manifest.json');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ views: [], hideZendesk: false, announcements: [], headerMenu: [] });
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();
    const second = await server.api('GET', '/custom/manifest.json', undefined, undefined, { 'if-modified-since': lastModified! });
    expect(second.status).toBe(304);
  });

  it('serves the data folder manifest and answers 200 again once it changes', async () => {
    const dir = join(server.dataDir, 'custom');
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'manifest.json');
    await writeFile(file, JSON.stringify({ views: [{ id: 'v1', path: 'hello' }], text: { title: 'Custom' } }));
    const past = new Date(Date.now() - 3_600_000);
    await utimes(file, past, past);
    const first = await server.api<{ views: unknown[] }>('GET', '/custom/manifest.json');
    expect(first.body.views).toHaveLength(1);
    const lastModified = first.headers.get('last-modified')!;
    expect(Date.parse(lastModified)).toBe(Math.floor(past.getTime() / 1000) * 1000);
    expect((await server.api('GET', '/custom/manifest.json', undefined, undefined, { 'if-modified-since': lastModified })).status).toBe(304);
    await writeFile(file, JSON.stringify({ views: [] }));
    const changed = await server.api<{ views: unknown[] }>('GET', '/custom/manifest.json', undefined, undefined, { 'if-modified-since': lastModified });
    expect(changed.status).toBe(200);
    expect(changed.body.views).toHaveLength(0);
  });

  it('serves other customization files and answers HEAD for asset checks', async () => {
    await writeFile(join(server.dataDir, 'custom', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await server.api('HEAD', '/custom/logo.svg')).status).toBe(200);
    expect((await server.api('HEAD', '/custom/missing.svg')).status).toBe(404);
    expect((await server.api('GET', '/custom/../fleetdeck.sqlite')).status).toBe(404);
  });

  it('answers a custom view route opened directly with the console page', async () => {
    const res = await fetch(`${server.url}/custom/my-report`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/<html/i);
  });
});

describe('plugins, console and unknown API paths', () => {
  it('lists installed plugins with absolute entry URLs', async () => {
    const res = await server.api<Array<{ id: string; entry: string; css: string[] }>>('GET', '/plugins/index.json');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const plugin of res.body) {
      expect(plugin.entry.startsWith(`/plugins/${plugin.id}/`)).toBe(true);
      const file = await server.api('GET', plugin.entry);
      expect(file.status).toBe(200);
    }
  });

  it('answers history routes with HTML and unknown API paths with the JSON error', async () => {
    const page = await fetch(`${server.url}/robot/control`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await server.api<{ error: { code: string; statusCode: number } }>('GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body.error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  });
});

describe('OpenAPI', () => {
  it('serves the document built from the route schemas and the UI', async () => {
    const doc = await server.api<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/operators/login']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/my/session', '/api/my/term-agreements/check', '/api/my/contract', '/api/keys/skyway']));
    const ui = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});
