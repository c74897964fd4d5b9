// Issue 22, item 8: the system area lists the installed plugins with their versions and SDK
// ranges, and whether the console's SDK meets each range, to system administrators only.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, removeDir, startTestServer, type TestServer } from './harness/index.js';

interface PluginList {
  sdkVersion: string;
  plugins: { id: string; name: string; version: string; sdk: string; compatible: boolean }[];
}

const base = { name: 'Partner plugin', version: '1.2.3', entry: 'index.js', routes: [{ id: 'main', path: '/partner/a', access: 'any' }] };

let server: TestServer;
let pluginsDir: string;

beforeAll(async () => {
  pluginsDir = await mkdtemp(join(tmpdir(), 'fleetdeck-plugins-'));
  for (const [folder, manifest] of [
    ['fits', { ...base, id: 'partner-fits', sdk: '^0.1.0' }],
    ['too-new', { ...base, id: 'partner-too-new', version: '2.0.0', sdk: '^2.0.0', routes: [{ id: 'main', path: '/partner/b', access: 'any' }] }],
  ] as const) {
    await mkdir(join(pluginsDir, folder), { recursive: true });
    await writeFile(join(pluginsDir, folder, 'plugin.json'), JSON.stringify(manifest));
  }
  server = await startTestServer({ smtp: false, args: ['--plugins', pluginsDir] });
});

afterAll(async () => {
  await server?.stop();
  await removeDir(pluginsDir);
});

describe('GET /api/system/plugins', () => {
  it("lists every installed plugin with its version, SDK range and whether the console's SDK fits it", async () => {
    const answer = await server.api<PluginList>('GET', '/api/system/plugins', undefined, await server.login(demo.system));
    expect(answer.status).toBe(200);
    const { sdkVersion, plugins } = answer.body;
    expect(sdkVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(plugins.find((p) => p.id === 'partner-fits')).toEqual({ id: 'partner-fits', name: 'Partner plugin', version: '1.2.3', sdk: '^0.1.0', compatible: true });
    expect(plugins.find((p) => p.id === 'partner-too-new')).toEqual({ id: 'partner-too-new', name: 'Partner plugin', version: '2.0.0', sdk: '^2.0.0', compatible: false });
    // The first-party plugins are listed too, each built for this console's SDK.
    expect(plugins.find((p) => p.id === 'robots')).toMatchObject({ compatible: true });
    expect(plugins.map((p) => p.id)).toEqual([...plugins.map((p) => p.id)].sort());
  });

  it('is for system administrators only', async () => {
    expect((await server.api('GET', '/api/system/plugins')).status).toBe(401);
    expect((await server.api('GET', '/api/system/plugins', undefined, await server.login(demo.orgAdmin))).status).toBe(403);
  });
});
