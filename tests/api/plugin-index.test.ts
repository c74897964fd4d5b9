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
