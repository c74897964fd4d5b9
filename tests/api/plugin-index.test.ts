// /plugins/index.json lists only plugins whose plugin.json passes the plugin.json schema; the
// others are left out (and logged), so the host never routes to a half-described plugin.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startTestServer, type TestServer } from './harness/index.js';

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
