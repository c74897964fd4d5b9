// Issue 16: the console's files are sent pre-compressed (brotli or gzip, by the request's
// Accept-Encoding), content-hashed files are cached immutable for a year, the HTML, the plugin
// index and the customization manifest revalidate by ETag, and JSON answers of 1 KiB or more are
// compressed on the fly. Raw bytes are read with node:http: fetch would decompress them itself.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, removeDir, repoRoot, startTestServer, type TestServer } from './harness/index.js';
import { decodedBody, rawRequest } from './harness/raw-http.js';

let server: TestServer;
let pluginsDir: string;
let token: string;

const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(server.url, path, headers, method);
const decoded = decodedBody;

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Checks a pre-compressed file under each Accept-Encoding: encoding, vary, type and the same bytes. */
async function expectNegotiated(path: string, original: Buffer, contentType: RegExp): Promise<void> {
  for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], [undefined, undefined]] as const) {
    const answer = await raw(path, accept ? { 'accept-encoding': accept } : {});
    expect(answer.status, `${path} with ${accept}`).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers['content-type']).toMatch(contentType);
    if (encoding) expect(answer.body.length).toBeLessThan(original.length);
    expect(decoded(answer).equals(original)).toBe(true);
  }
}

/** Checks `no-cache` with an ETag, and 304 for a request that names it. */
async function expectRevalidated(path: string, headers: Record<string, string> = {}): Promise<void> {
  const first = await raw(path, headers);
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('no-cache');
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  const again = await raw(path, { ...headers, 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect((await raw(path, { ...headers, 'if-none-match': 'W/"something-else"' })).status).toBe(200);
}

beforeAll(async () => {
  // A partner plugin with a hand-written entry: its name stays when its bytes change.
  pluginsDir = await mkdtemp(join(tmpdir(), 'fleetdeck-plugins-'));
  await mkdir(join(pluginsDir, 'partner'));
  await writeFile(
    join(pluginsDir, 'partner', 'plugin.json'),
    JSON.stringify({ id: 'partner-hand', name: 'Partner', version: '1.0.0', sdk: '^0.1.0', entry: 'index.js', routes: [{ id: 'main', path: '/partner/hand', access: 'any' }] }),
  );
  await writeFile(join(pluginsDir, 'partner', 'index.js'), 'System.register([], function () { return { execute: function () {} }; });');
  await writeFile(join(pluginsDir, 'partner', 'extra-abcdefgh.js'), 'System.register([], function () { return { execute: function () {} }; });');
  server = await startTestServer({ smtp: false, args: ['--plugins', pluginsDir] });
  token = await server.login(demo.system);
});

afterAll(async () => {
  await server?.stop();
  await removeDir(pluginsDir);
});

describe('host files', () => {
  it('sends the main script brotli, gzip or as it is, cached immutable for a year; ranges still work', async () => {
    const html = (await raw('/auth/login', { accept: 'text/html' })).body.toString('utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const original = await readFile(join(repoRoot, 'packages/host/dist', script!));
    await expectNegotiated(script!, original, /^application\/javascript/);
    const immutable = await raw(script!, { 'accept-encoding': 'br' });
    expect(immutable.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    // Never asked again, so no validators to send: their headers would only add bytes.
    expect(immutable.headers.etag).toBeUndefined();
    expect(immutable.headers['last-modified']).toBeUndefined();
    const range = await raw(script!, { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.body.equals(original.subarray(0, 100))).toBe(true);
  });

  it('sends every script and stylesheet of the console compressed to a browser that accepts it, however small', async () => {
    const assets = (await readdir(join(repoRoot, 'packages/host/dist/assets'))).filter((file) => /\.(?:js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(50);
    const notCompressed: string[] = [];
    for (const file of assets) {
      for (const encoding of ['br', 'gzip']) {
        const answer = await raw(`/assets/${file}`, { 'accept-encoding': encoding });
        if (answer.status !== 200 || answer.headers['content-encoding'] !== encoding) notCompressed.push(`${file} ${encoding}: ${answer.status} ${String(answer.headers['content-encoding'])}`);
      }
    }
    expect(notCompressed).toEqual([]);
  });

  it('answers the HTML (and every history route) with no-cache, an ETag and 304 when unchanged', async () => {
    await expectRevalidated('/auth/login', { accept: 'text/html' });
    await expectRevalidated('/robot/control', { accept: 'text/html' });
  });
});

describe('development build of the console (issue 22: React Fast Refresh for plugin authors)', () => {
  it('is sent instead of the production build only to a browser whose cookie asks for it, its scripts cached like the others', async () => {
    const production = (await raw('/robot/control', { accept: 'text/html' })).body.toString('utf8');
    expect(production).toMatch(/src="\/assets\/[^"]+\.js"/);
    const answer = await raw('/robot/control', { accept: 'text/html', cookie: 'fleetdeck-dev-console=1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toMatch(/cookie/i);
    const html = answer.body.toString('utf8');
    const script = /src="(\/dev\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeTruthy();
    const original = await readFile(join(repoRoot, 'packages/host/dist', script!));
    // React's development build with React Refresh hooked in: what lets an edited component keep its state.
    expect(original.toString('utf8')).toContain('injectIntoGlobalHook');
    expect((await raw(script!, { 'accept-encoding': 'br' })).headers['cache-control']).toBe(YEAR_IMMUTABLE);
    // Any other cookie value is the production console.
    expect((await raw('/robot/control', { accept: 'text/html', cookie: 'fleetdeck-dev-console=0' })).body.toString('utf8')).toBe(production);
  });
});

describe('plugin files', () => {
  interface Listed {
    id: string;
    entry: string;
    integrity?: string;
    chunks?: Record<string, { integrity: string }>;
  }

  it('lists each built plugin at its content-hashed entry with the integrity of the bytes served there', async () => {
    const index = JSON.parse((await raw('/plugins/index.json')).body.toString('utf8')) as Listed[];
    const robots = index.find((plugin) => plugin.id === 'robots')!;
    expect(robots.entry).toMatch(/^\/plugins\/robots\/index-[\w-]{8}\.js$/);
    const entry = await raw(robots.entry);
    expect(`sha384-${createHash('sha384').update(entry.body).digest('base64')}`).toBe(robots.integrity);
    expect(entry.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('sends a plugin bundle pre-compressed and immutable, HEAD and ranges too, and its plugin.json revalidated', async () => {
    const index = JSON.parse((await raw('/plugins/index.json')).body.toString('utf8')) as Listed[];
    const robots = index.find((plugin) => plugin.id === 'robots')!;
    // The biggest chunk: its compressed copies must be smaller than it.
    const dist = join(repoRoot, 'packages/plugins/robots/dist');
    const sizes = await Promise.all(Object.keys(robots.chunks ?? {}).map(async (file) => ({ file, bytes: await readFile(join(dist, file)) })));
    const biggest = sizes.sort((a, b) => b.bytes.length - a.bytes.length)[0]!;
    expect(biggest.bytes.length).toBeGreaterThan(1024);
    const path = `/plugins/robots/${biggest.file}`;
    await expectNegotiated(path, biggest.bytes, /^application\/javascript/);
    expect((await raw(path, { 'accept-encoding': 'gzip' })).headers['cache-control']).toBe(YEAR_IMMUTABLE);
    const head = await raw(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const range = await raw(path, { range: 'bytes=10-19' });
    expect(range.status).toBe(206);
    expect(range.body.equals(biggest.bytes.subarray(10, 20))).toBe(true);
    await expectRevalidated('/plugins/robots/plugin.json', { 'accept-encoding': 'br' });
  });

  it('sends every file of every built plugin compressed to a browser that accepts it, however small', async () => {
    const index = JSON.parse((await raw('/plugins/index.json')).body.toString('utf8')) as Listed[];
    const built = index.filter((plugin) => plugin.integrity);
    expect(built.length).toBeGreaterThan(5);
    const notCompressed: string[] = [];
    for (const plugin of built) {
      const files = [plugin.entry, ...Object.keys(plugin.chunks ?? {}).map((file) => `/plugins/${plugin.id}/${file}`)];
      for (const path of files) {
        const answer = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
        if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') notCompressed.push(`${path}: ${answer.status} ${String(answer.headers['content-encoding'])}`);
      }
    }
    expect(notCompressed).toEqual([]);
  });

  it('revalidates a hand-written entry and any file plugin.json does not list, whatever its name', async () => {
    await expectRevalidated('/plugins/partner-hand/index.js');
    await expectRevalidated('/plugins/partner-hand/extra-abcdefgh.js');
  });

  it('revalidates the plugin index by ETag', async () => {
    await expectRevalidated('/plugins/index.json', { 'accept-encoding': 'br' });
  });
});

describe('customization files', () => {
  it('revalidates the customization manifest by ETag, the built-in default and a data folder file alike', async () => {
    await expectRevalidated('/custom/manifest.json');
    await mkdir(join(server.dataDir, 'custom'), { recursive: true });
    await writeFile(join(server.dataDir, 'custom', 'manifest.json'), JSON.stringify({ views: [], text: { title: 'Compressed' } }));
    await expectRevalidated('/custom/manifest.json');
  });

  it('sends custom files as they are, never compressed on the fly', async () => {
    const script = `export const view = ${JSON.stringify('x'.repeat(4000))};\n`;
    await writeFile(join(server.dataDir, 'custom', 'view.js'), script);
    const answer = await raw('/custom/view.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(script);
  });
});

describe('JSON answers', () => {
  it('compresses a list of 1 KiB or more by Accept-Encoding, with the same JSON inside', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const plain = await raw('/api/operators', auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await raw('/api/operators', { ...auth, 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(answer).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const answer = await raw('/api/my/session', { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it('keeps the error shape, compressed or not', async () => {
    const answer = await raw('/api/operators/999999', { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(decoded(answer).toString('utf8'))).toMatchObject({ error: { statusCode: 404, code: 'NOT_FOUND' } });
  });
});
