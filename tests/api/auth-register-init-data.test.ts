// auth/register and auth/init-data (issue 21): a new customer in one step, validated with each
// entity's own rules, its administrator setting a password from the mail; master data from a file,
// previewed, applied in one transaction, and a second load that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, resetTokenFrom, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let orgAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  [system, orgAdmin] = await Promise.all([server.login(demo.system), server.login(demo.orgAdmin)]);
});
afterAll(async () => {
  await server?.stop();
});

const contract = { isArchive: true, isMiniAsilla: false, isLilz: false, isHakaruAi: false, isKanriroid: false, isAutoGuide: false, contractEndAt: null, archivePlan: 'paid' };
const customer = (suffix: string, over: Record<string, unknown> = {}) => ({
  organization: { name: `Sakura Security ${suffix}`, type: 0, parentId: null },
  administrator: { loginId: `admin-${suffix}@sakura.example`, lastName: 'Sato', firstName: 'Yui' },
  building: { name: `Sakura Tower ${suffix}`, prefecture: 'Tokyo', city: 'Chiyoda' },
  contract,
  ...over,
});
const details = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.path);

describe('auth/register', () => {
  it('creates the organization, contract, building and administrator, who sets a password from the mail', async () => {
    const since = Date.now();
    const res = await server.api<{ organizationId: number; buildingId: number; administratorId: number }>('POST', '/api/auth/register', customer('one'), system);
    expect(res.status).toBe(201);
    const { organizationId, buildingId, administratorId } = res.body;
    const building = await server.api<{ organizationId: number; name: string }>('GET', `/api/buildings/${buildingId}`, undefined, system);
    expect(building.body).toMatchObject({ organizationId, name: 'Sakura Tower one' });
    const admin = await server.api<Record<string, unknown>>('GET', `/api/operators/${administratorId}`, undefined, system);
    expect(admin.body).toMatchObject({ loginId: 'admin-one@sakura.example', type: 2, organizationId, buildingId });

    const mail = await server.smtp!.waitFor('admin-one@sakura.example', { since });
    const token = resetTokenFrom(mail);
    const password = 'Cherry-Blossom-42';
    expect((await server.api('POST', '/api/operators/reset-password', { token, password, passwordConfirm: password })).status).toBe(204);
    const adminToken = await server.login('admin-one@sakura.example', password);
    const own = await server.api<{ isArchive: boolean }>('GET', '/api/my/contract', undefined, adminToken);
    expect(own.body.isArchive).toBe(true);
  });

  it("answers every part's rule failures with prefixed paths, and stores nothing", async () => {
    const bad = customer('two', {
      organization: { name: '', type: 0, parentId: null },
      building: { name: 'x'.repeat(41) },
      administrator: { loginId: 'not-an-address', lastName: 'Sato', firstName: 'Yui' },
    });
    const res = await server.api('POST', '/api/auth/register', bad, system);
    expect(res.status).toBe(400);
    expect(details(res.body)).toEqual(expect.arrayContaining(['organization.name', 'building.name', 'administrator.loginId']));

    // Entity rules beyond the schema: a taken organization name and a taken login id, nothing half-written.
    const taken = await server.api('POST', '/api/auth/register', customer('three', {
      organization: { name: 'Sakura Security one', type: 0, parentId: null },
      administrator: { loginId: 'admin-one@sakura.example', lastName: 'Sato', firstName: 'Yui' },
    }), system);
    expect(taken.status).toBe(400);
    expect(details(taken.body)).toContain('organization.name');
    const orgs = await server.api<Array<{ name: string }>>('GET', `/api/organizations?filter=${encodeURIComponent(JSON.stringify({ where: { name: { like: '%Sakura%' } } }))}`, undefined, system);
    expect(orgs.body.map((o) => o.name)).toEqual(['Sakura Security one']);
  });

  it('is for system administrators only', async () => {
    expect((await server.api('POST', '/api/auth/register', customer('four'), orgAdmin)).status).toBe(403);
  });
});

describe('auth/init-data', () => {
  // MC terms: new TOS would be outstanding for every account, and the terms gate would hold the test's own calls.
  const file = JSON.stringify({
    terms: [{ type: 'MC', version: '9.0', title: { ja: '利用規約', en: 'Terms of use' }, body: { ja: '本文', en: 'Body' } }],
    systemConfigs: [{ key: 'archive.defaultQuality', valueType: 'text', value: '360p', description: 'upload quality' }],
    servicePackages: [{
      organizationId: 1, name: 'Elevator link', version: '1.0.0', description: '', enabled: true,
      commands: [{ bundleId: 'elevator', name: 'Call', command: 'elevator.call', description: '' }],
    }],
  });

  it('previews without writing, applies in one go, and a second load changes nothing', async () => {
    const preview = await server.api<{ applied: boolean; items: Array<{ kind: string; action: string }> }>('POST', '/api/auth/init-data', { content: file, apply: false }, system);
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    expect(preview.body.items.map((i) => i.action)).toEqual(['add', 'add', 'add']);
    const again = await server.api<{ items: Array<{ action: string }> }>('POST', '/api/auth/init-data', { content: file, apply: false }, system);
    expect(again.body.items.map((i) => i.action)).toEqual(['add', 'add', 'add']);

    const applied = await server.api<{ applied: boolean; items: Array<{ action: string }> }>('POST', '/api/auth/init-data', { content: file, apply: true }, system);
    expect(applied.body).toMatchObject({ applied: true });
    expect(applied.body.items.map((i) => i.action)).toEqual(['add', 'add', 'add']);
    const configs = await server.api<Array<{ key: string; value: string }>>('GET', '/api/system/configs', undefined, system);
    expect(configs.body.find((c) => c.key === 'archive.defaultQuality')?.value).toBe('360p');

    const second = await server.api<{ items: Array<{ action: string }> }>('POST', '/api/auth/init-data', { content: file, apply: true }, system);
    expect(second.body.items.map((i) => i.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);

    const changed = file.replace('"360p"', '"720p"');
    const third = await server.api<{ items: Array<{ kind: string; action: string }> }>('POST', '/api/auth/init-data', { content: changed, apply: true }, system);
    expect(third.body.items.find((i) => i.kind === 'systemConfigs')?.action).toBe('change');
  });

  it('reads YAML too, and refuses a file with errors at their paths, writing nothing', async () => {
    const yaml = 'systemConfigs:\n  - key: yaml.loaded\n    valueType: json\n    value: "{\\"a\\": 1}"\n';
    const res = await server.api<{ items: Array<{ key: string; action: string }> }>('POST', '/api/auth/init-data', { content: yaml, apply: false }, system);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ kind: 'systemConfigs', key: 'yaml.loaded', action: 'add' }]);

    const bad = JSON.stringify({ systemConfigs: [{ key: 'ok.key', valueType: 'json', value: '{nope' }], servicePackages: [{ organizationId: 999999, name: 'x', version: '1.0.0', enabled: true }] });
    const refused = await server.api('POST', '/api/auth/init-data', { content: bad, apply: true }, system);
    expect(refused.status).toBe(400);
    expect(details(refused.body)).toContain('content.systemConfigs.0.value');
    expect((await server.api('POST', '/api/auth/init-data', { content: '{ not: [yaml', apply: false }, system)).status).toBe(400);
    expect((await server.api('POST', '/api/auth/init-data', { content: file, apply: false }, orgAdmin)).status).toBe(403);
  });
});
