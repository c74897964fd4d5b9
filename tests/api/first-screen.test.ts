// Issue 16: the console's HTML names the files of the page the browser will draw first (the
// plugin index, the page's plugin entry and the chunks it imports, the console's files that page
// loads and the shared parts its plugin uses), so they are fetched beside the entry script
// instead of one round trip after another. Which page: the one asked for, or the sign-in page for
// a browser without the signed-in hint cookie.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startTestServer, type TestServer } from './harness/index.js';
import { decodedBody, rawRequest } from './harness/raw-http.js';

interface Listed {
  id: string;
  entry: string;
  integrity?: string;
  chunks?: Record<string, { integrity: string }>;
}

interface Link {
  rel: string;
  href: string;
  as?: string;
  integrity?: string;
  crossorigin: boolean;
}

let server: TestServer;
let pluginsDir: string;
let plugins: Listed[];

const SIGNED_IN = { cookie: 'fleetdeck-signed-in=1' };
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await rawRequest(server.url, path, { accept: 'text/html', ...headers });
  expect(answer.status, path).toBe(200);
  return decodedBody(answer).toString('utf8');
}

function links(page: string): Link[] {
  return [...page.matchAll(/<link ([^>]*)>/g)].map(([, attributes = '']) => {
    const value = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    return { rel: value('rel') ?? '', href: value('href') ?? '', as: value('as'), integrity: value('integrity'), crossorigin: /\bcrossorigin\b/.test(attributes) };
  });
}

const scripts = (page: string) => links(page).filter((link) => link.rel === 'preload' && link.as === 'script');
const modules = (page: string) => links(page).filter((link) => link.rel === 'modulepreload').map((link) => link.href);
const fetches = (page: string) => links(page).filter((link) => link.rel === 'preload' && link.as === 'fetch');
const entryScript = (page: string) => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(page)?.[1] ?? '';
const plugin = (id: string) => plugins.find((listed) => listed.id === id)!;

beforeAll(async () => {
  // A partner's hand-written plugin in two files: the entry imports the other statically.
  pluginsDir = await mkdtemp(join(tmpdir(), 'fleetdeck-plugins-'));
  await mkdir(join(pluginsDir, 'partner'));
  const entry = 'System.register(["./lib-abcdefgh.js", "react"], function (e) { return { setters: [null, null], execute: function () {} }; });';
  const lib = 'System.register([], function () { return { execute: function () {} }; });';
  await writeFile(join(pluginsDir, 'partner', 'index.js'), entry);
  await writeFile(join(pluginsDir, 'partner', 'lib-abcdefgh.js'), lib);
  await writeFile(
    join(pluginsDir, 'partner', 'plugin.json'),
    JSON.stringify({
      id: 'partner-page',
      name: 'Partner',
      version: '1.0.0',
      sdk: '^0.1.0',
      entry: 'index.js',
      integrity: sri(entry),
      chunks: { 'index.js': { integrity: sri(entry), sharedImports: {} }, 'lib-abcdefgh.js': { integrity: sri(lib), sharedImports: {} } },
      routes: [{ id: 'main', path: '/partner/page', access: 'any', layout: 'bare' }],
    }),
  );
  server = await startTestServer({ smtp: false, args: ['--plugins', pluginsDir] });
  plugins = (await server.api<Listed[]>('GET', '/plugins/index.json')).body;
});

afterAll(async () => {
  await server?.stop();
  await removeDir(pluginsDir);
});

describe('the HTML of a page names its first screen', () => {
  it('robot/control signed in: the plugin index, the robots entry with its integrity and the chunk it imports, the chrome, the query client and the shared parts', async () => {
    const page = await html('/robot/control', SIGNED_IN);
    const robots = plugin('robots');
    const announced = scripts(page);
    expect(announced[0]).toEqual({ rel: 'preload', href: robots.entry, as: 'script', integrity: robots.integrity, crossorigin: false });
    // Every other plugin file it names is a chunk the entry imports, with the integrity SystemJS will check.
    const entryBody = (await rawRequest(server.url, robots.entry)).body.toString('utf8');
    for (const chunk of announced.slice(1)) {
      const file = chunk.href.replace('/plugins/robots/', '');
      expect(entryBody).toContain(`"./${file}"`);
      expect(chunk.integrity).toBe(robots.chunks?.[file]?.integrity);
    }
    expect(announced.length).toBeGreaterThan(1);
    expect(fetches(page).map((link) => [link.href, link.crossorigin])).toEqual([
      ['/plugins/index.json', true],
      [`/plugins/robots/~shared-parts.json?entry=${encodeURIComponent(entryScript(page))}`, true],
    ]);
    const named = modules(page);
    expect(named.some((href) => /\/assets\/ShellLayout-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => /\/assets\/PluginData-[\w-]+\.js$/.test(href))).toBe(true);
    // The parts the robots plugin's first files use, as the server answers them to the console.
    const parts = JSON.parse((await rawRequest(server.url, fetches(page)[1]!.href)).body.toString('utf8')) as {
      files: string[];
      scopes: Record<string, Record<string, { load: number[] }>>;
    };
    const firstFiles = announced.map((link) => link.href.replace('/plugins/robots/', ''));
    const used = firstFiles.flatMap((file) => Object.values(parts.scopes[file] ?? {}).flatMap((scope) => scope.load.map((index) => parts.files[index]!)));
    expect(used.length).toBeGreaterThan(0);
    for (const file of used) expect(named).toContain(file);
    // Nothing twice, and every file named is there to fetch.
    const hrefs = links(page).map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of [...named, ...announced.map((link) => link.href)]) {
      expect((await rawRequest(server.url, href)).status, href).toBe(200);
    }
  });

  it('a page behind sign-in asked without the hint: the sign-in page\'s plugin, not the page\'s, and no signed-in chrome', async () => {
    const page = await html('/robot/control');
    const auth = plugin('auth');
    expect(scripts(page)[0]).toMatchObject({ href: auth.entry, integrity: auth.integrity });
    expect(scripts(page).every((link) => link.href.startsWith('/plugins/auth/'))).toBe(true);
    expect(modules(page).some((href) => href.includes('/ShellLayout-'))).toBe(false);
    expect(modules(page).some((href) => href.includes('/PluginData-'))).toBe(true);
    expect(await html('/auth/login')).toBe(page);
  });

  it('/ is the home page signed in, the sign-in page otherwise', async () => {
    expect(await html('/', SIGNED_IN)).toBe(await html('/robot/control', SIGNED_IN));
    expect(await html('/')).toBe(await html('/auth/login'));
  });

  it('a partner plugin\'s page: its hand-written entry and the file it imports, each with its integrity', async () => {
    const page = await html('/partner/page');
    const partner = plugin('partner-page');
    expect(scripts(page).map((link) => [link.href, link.integrity])).toEqual([
      ['/plugins/partner-page/index.js', partner.integrity],
      ['/plugins/partner-page/lib-abcdefgh.js', partner.chunks?.['lib-abcdefgh.js']?.integrity],
    ]);
    // A bare page: no signed-in chrome, whatever the hint says.
    expect(modules(await html('/partner/page', SIGNED_IN)).some((href) => href.includes('/ShellLayout-'))).toBe(false);
  });

  it('a path no plugin opens names only the plugin index, and never echoes the path', async () => {
    const page = await html('/nothing/here/%22%3E%3Cscript%3Ealert(1)%3C/script%3E', SIGNED_IN);
    expect(links(page).filter((link) => link.rel === 'preload').map((link) => link.href)).toEqual(['/plugins/index.json']);
    expect(page).not.toContain('alert(1)');
  });
});

describe('the HTML is still one cacheable answer per first page', () => {
  it('is sent brotli, gzip or as it is, the same page each way, and varies by cookie and encoding', async () => {
    const plain = await rawRequest(server.url, '/robot/control', { accept: 'text/html', ...SIGNED_IN });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await rawRequest(server.url, '/robot/control', { accept: 'text/html', 'accept-encoding': encoding, ...SIGNED_IN });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(decodedBody(answer).equals(plain.body)).toBe(true);
      expect(answer.headers.vary).toMatch(/cookie/);
      expect(answer.headers.vary).toMatch(/accept-encoding/);
    }
    expect((await rawRequest(server.url, '/robot/control', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip', ...SIGNED_IN })).headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to its own ETag only: the signed-in and signed-out pages differ', async () => {
    const signedIn = await rawRequest(server.url, '/robot/control', { accept: 'text/html', ...SIGNED_IN });
    const signedOut = await rawRequest(server.url, '/robot/control', { accept: 'text/html' });
    expect(signedIn.headers.etag).not.toBe(signedOut.headers.etag);
    expect((await rawRequest(server.url, '/robot/control', { accept: 'text/html', 'if-none-match': signedIn.headers.etag as string, ...SIGNED_IN })).status).toBe(304);
    expect((await rawRequest(server.url, '/robot/control', { accept: 'text/html', 'if-none-match': signedIn.headers.etag as string })).status).toBe(200);
  });
});
