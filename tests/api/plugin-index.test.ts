// /plugins/index.json lists only plugins whose plugin.json passes the plugin.json schema; the
// others are left out (and logged), so the host never routes to a half-described plugin. A plugin
// whose SDK range the console's SDK does not meet is refused at install time too (issue 22, item 8):
// left out of the index, logged with its range and the console's version, listed as incompatible
// on /api/system/plugins for the system page.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, removeDir, startTestServer, type TestServer } from './harness/index.js';

const valid = {
  id: 'partner-ok',
  name: 'Partner plugin',
  version: '1.0.0',
  sdk: '^0.1.0',
  entry: 'index.js',
  routes: [{ id: 'main', path: '/partner/ok', access: 'any' }],
};

let server: TestServer;
let pluginsDir: string;

async function plugin(folder: string, manifest: string): Promise<void> {
  await mkdir(join(pluginsDir, folder), { recursive: true });
  await writeFile(join(pluginsDir, folder, 'plugin.json'), manifest);
  await writeFile(join(pluginsDir, folder, 'index.js'), 'System.register([], function () { return { execute: function () {} }; });');
}

beforeAll(async () => {
  pluginsDir = await mkdtemp(join(tmpdir(), 'fleetdeck-plugins-'));
  await plugin('ok', JSON.stringify(valid));
  await plugin('bad-access', JSON.stringify({ ...valid, id: 'partner-bad-access', routes: [{ id: 'main', path: '/partner/x', access: 'everyone' }] }));
  await plugin('no-routes', JSON.stringify({ ...valid, id: 'partner-no-routes', routes: undefined }));
  await plugin('not-json', '{ "id": "partner-broken", ');
  await plugin('too-new', JSON.stringify({ ...valid, id: 'partner-too-new', version: '3.1.0', sdk: '^2.0.0', routes: [{ id: 'main', path: '/partner/new', access: 'any' }] }));
  server = await startTestServer({ smtp: false, args: ['--plugins', pluginsDir] });
});

afterAll(async () => {
  await server?.stop();
  await removeDir(pluginsDir);
});

describe('installed plugins', () => {
  it('lists a valid plugin and leaves out each plugin.json that fails the schema', async () => {
    const res = await server.api<Array<{ id: string }>>('GET', '/plugins/index.json');
    expect(res.status).toBe(200);
    const ids = res.body.map((p) => p.id);
    expect(ids).toContain('partner-ok');
    // First-party plugins are still there.
    expect(ids).toContain('auth');
    expect(ids).not.toContain('partner-bad-access');
    expect(ids).not.toContain('partner-no-routes');
    expect(ids).not.toContain('partner-broken');
  });

  it('does not serve the files of a plugin it left out', async () => {
    expect((await server.api('GET', '/plugins/partner-ok/index.js')).status).toBe(200);
    expect((await server.api('GET', '/plugins/partner-bad-access/index.js')).status).toBe(404);
  });

  it('logs why, once per plugin however often the index is read', async () => {
    await server.api('GET', '/plugins/index.json');
    await server.api('GET', '/plugins/index.json');
    const warnings = server.output().split('\n').filter((line) => line.includes('plugin left out'));
    expect(warnings.filter((line) => line.includes('bad-access'))).toHaveLength(1);
    expect(warnings.some((line) => line.includes('access'))).toBe(true);
    expect(warnings.filter((line) => line.includes('not-json'))).toHaveLength(1);
    expect(warnings.filter((line) => line.includes('no-routes'))).toHaveLength(1);
  });
});

describe('a plugin built for another SDK', () => {
  it('is not offered to browsers: left out of the index, its files not served', async () => {
    const res = await server.api<Array<{ id: string }>>('GET', '/plugins/index.json');
    expect(res.body.map((p) => p.id)).not.toContain('partner-too-new');
    expect((await server.api('GET', '/plugins/partner-too-new/index.js')).status).toBe(404);
  });

  it("is logged once, naming the plugin, its range and the console's SDK version", async () => {
    await server.api('GET', '/plugins/index.json');
    await server.api('GET', '/plugins/index.json');
    const sdkVersion = (await server.api<{ sdkVersion: string }>('GET', '/api/system/plugins', undefined, await server.login(demo.system))).body.sdkVersion;
    const warnings = server.output().split('\n').filter((line) => line.includes('partner-too-new'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`plugin \\"partner-too-new\\" left out: it needs @fleetdeck/sdk ^2.0.0 and this console's SDK is ${sdkVersion}`);
  });

  it('is listed as incompatible to system administrators', async () => {
    const res = await server.api<{ plugins: Array<{ id: string; compatible: boolean }> }>('GET', '/api/system/plugins', undefined, await server.login(demo.system));
    expect(res.body.plugins.find((p) => p.id === 'partner-too-new')).toEqual({ id: 'partner-too-new', name: 'Partner plugin', version: '3.1.0', sdk: '^2.0.0', compatible: false });
    expect(res.body.plugins.find((p) => p.id === 'partner-ok')).toMatchObject({ compatible: true });
  });
});

// The console's build writes where each name of its split shared modules (Fluent, the SDK, the
// model) is; the server answers each plugin just its files' names, so the browser fetches those
// parts without the modules' maps (issue 16).
describe("a plugin's shared parts", () => {
  interface SharedParts {
    files: string[];
    scopes: Record<string, Record<string, { load: number[]; names: Record<string, [number, string]> }>>;
  }
  const consoleEntry = async (): Promise<string> => {
    const html = await (await fetch(`${server.url}/auth/login`)).text();
    const entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('the console page names no entry script');
    return entry;
  };
  const partsPath = (plugin: string, entry: string) => `/plugins/${plugin}/~shared-parts.json?entry=${encodeURIComponent(entry)}`;

  it("answers, for the console's build, every split-module name each file of a plugin imports, in files the console serves", async () => {
    const entry = await consoleEntry();
    const index = await server.api<Array<{ id: string; sharedImports: Record<string, string[]>; chunks?: Record<string, { sharedImports: Record<string, string[]> }> }>>('GET', '/plugins/index.json');
    const auth = index.body.find((p) => p.id === 'auth')!;
    const res = await server.api<SharedParts>('GET', partsPath('auth', entry));
    expect(res.status).toBe(200);
    const scopes: Array<[string, Record<string, string[]>]> = [['', auth.sharedImports], ...Object.entries(auth.chunks ?? {}).map(([file, chunk]): [string, Record<string, string[]>] => [file, chunk.sharedImports])];
    let checked = 0;
    for (const [scope, imports] of scopes) {
      for (const moduleId of ['@fluentui/react-components', '@fleetdeck/sdk', '@fleetdeck/model']) {
        const wanted = imports[moduleId] ?? [];
        if (wanted.length === 0) continue;
        const answer = res.body.scopes[scope]?.[moduleId];
        expect(answer, `${scope || 'entry'} ${moduleId}`).toBeDefined();
        for (const name of wanted) {
          const [file, exported] = answer!.names[name]!;
          expect(answer!.load).toContain(file);
          expect(exported).toBeTruthy();
          checked += 1;
        }
      }
    }
    // The sign-in page's form alone imports dozens of names.
    expect(checked).toBeGreaterThan(50);
    for (const file of res.body.files) {
      expect(file).toMatch(/^\/assets\/[\w.-]+\.js$/);
      const served = await fetch(`${server.url}${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('content-type')).toContain('javascript');
    }
  });

  it('is revalidated by ETag, and answers 404 for another build or an unknown plugin (the browser then uses the maps)', async () => {
    const entry = await consoleEntry();
    const first = await fetch(`${server.url}${partsPath('auth', entry)}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.url}${partsPath('auth', entry)}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect((await server.api('GET', partsPath('auth', '/assets/index-AnOlderBuild.js'))).status).toBe(404);
    expect((await server.api('GET', '/plugins/auth/~shared-parts.json')).status).toBe(404);
    expect((await server.api('GET', partsPath('no-such-plugin', entry))).status).toBe(404);
    expect((await server.api('GET', partsPath('partner-too-new', entry))).status).toBe(404);
  });
});
