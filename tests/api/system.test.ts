// System pages' API (issue 5): versions, configuration, announcements, webhooks, IAM services,
// service packages and commands, API keys and sync history, with their rules and role rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ApiResponse, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let orgAdmin: string;
let manager: string;
let operator: string;
let otherAdmin: string;
let aozoraId: number;
let hinodeId: number;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [system, orgAdmin, manager, operator, otherAdmin] = await Promise.all([
    server.login(demo.system), server.login(demo.orgAdmin), server.login(demo.manager), server.login(demo.operator), server.login(demo.otherAdmin),
  ]);
  const orgId = (name: string) => (server.sql.get('SELECT id FROM organizations WHERE name = ?', name) as { id: number }).id;
  aozoraId = orgId('Aozora Facilities');
  hinodeId = orgId('Hinode Logistics');
});
afterAll(async () => {
  await server?.stop();
});

const call = <T = Row>(method: string, path: string, body?: unknown, token = system) => server.api<T>(method, path, body, token);
const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

function expectFieldError(res: ApiResponse<unknown>, status: number, path: string, code?: string) {
  expect(res.status).toBe(status);
  const details = (res.body as ErrorBody).error.details ?? [];
  expect(details.map((d) => d.path)).toContain(path);
  if (code) expect(details.find((d) => d.path === path)?.code).toBe(code);
}

describe('system versions', () => {
  const version = (over: Record<string, unknown> = {}) => ({ version: `9.${Math.floor(Math.random() * 1e6)}.0`, status: 2, releaseLevel: 'beta', notes: 'n', ...over });

  it('lists the seeded versions and creates, changes and deletes one', async () => {
    const list = await call<Row[]>('GET', `/api/system/versions?${filter({ order: ['version ASC'] })}`);
    expect(list.status).toBe(200);
    expect(list.body.map((v) => v.version)).toContain('2.13.0');
    const created = await call('POST', '/api/system/versions', version({ version: '3.0.0-rc.1' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: '3.0.0-rc.1', status: 2, releaseLevel: 'beta' });
    const changed = await call('PATCH', `/api/system/versions/${created.body.id}`, { status: 1, releaseLevel: 'official' });
    expect(changed.body).toMatchObject({ status: 1, releaseLevel: 'official', version: '3.0.0-rc.1' });
    expect((await call('DELETE', `/api/system/versions/${created.body.id}`)).status).toBe(204);
    expect((await call('GET', `/api/system/versions/${created.body.id}`)).status).toBe(404);
  });

  it('requires a version string of at most 32 safe characters', async () => {
    expectFieldError(await call('POST', '/api/system/versions', version({ version: '' })), 400, 'version');
    expectFieldError(await call('POST', '/api/system/versions', version({ version: `1.${'0'.repeat(31)}` })), 400, 'version', 'maxLength');
    expectFieldError(await call('POST', '/api/system/versions', version({ version: '1.0 beta' })), 400, 'version', 'pattern');
  });

  it('accepts only the §4 statuses and release levels', async () => {
    expectFieldError(await call('POST', '/api/system/versions', version({ status: 4 })), 400, 'status');
    expectFieldError(await call('POST', '/api/system/versions', version({ releaseLevel: 'gamma' })), 400, 'releaseLevel');
  });

  it('refuses a version string that exists already, beside the field', async () => {
    expectFieldError(await call('POST', '/api/system/versions', version({ version: '2.12.0' })), 409, 'version', 'unique');
  });

  it('is for system administrators only', async () => {
    for (const token of [orgAdmin, manager, operator]) {
      expect((await call('GET', '/api/system/versions', undefined, token)).status).toBe(403);
      expect((await call('POST', '/api/system/versions', version(), token)).status).toBe(403);
    }
  });
});

describe('system configuration', () => {
  it('keeps keys unique, beside the key field', async () => {
    const created = await call('POST', '/api/system/configs', { key: 'robot.maxSpeed', valueType: 'json', value: '{"normal":0.8}', description: 'm/s' });
    expect(created.status).toBe(201);
    expectFieldError(await call('POST', '/api/system/configs', { key: 'robot.maxSpeed', valueType: 'text', value: 'x' }), 409, 'key', 'unique');
    const other = await call('POST', '/api/system/configs', { key: 'robot.minSpeed', valueType: 'text', value: 'slow' });
    expectFieldError(await call('PATCH', `/api/system/configs/${other.body.id}`, { key: 'robot.maxSpeed' }), 409, 'key', 'unique');
  });

  it('rejects a JSON value with a syntax error, also when only the type changes to JSON', async () => {
    expectFieldError(await call('POST', '/api/system/configs', { key: 'robot.broken', valueType: 'json', value: '{"a":' }), 400, 'value', 'jsonSyntax');
    const text = await call('POST', '/api/system/configs', { key: 'note.text', valueType: 'text', value: '{"a":' });
    expect(text.status).toBe(201);
    expectFieldError(await call('PATCH', `/api/system/configs/${text.body.id}`, { valueType: 'json' }), 400, 'value', 'jsonSyntax');
    expect((await call('GET', `/api/system/configs/${text.body.id}`)).body).toMatchObject({ valueType: 'text' });
  });

  it('requires a key that starts with a letter and is at most 64 characters', async () => {
    expectFieldError(await call('POST', '/api/system/configs', { key: '9lives', valueType: 'text', value: 'x' }), 400, 'key', 'pattern');
    expectFieldError(await call('POST', '/api/system/configs', { key: `k${'x'.repeat(64)}`, valueType: 'text', value: 'x' }), 400, 'key', 'maxLength');
    expectFieldError(await call('POST', '/api/system/configs', { valueType: 'text', value: 'x' }), 400, 'key', 'required');
  });

  it('is for system administrators only', async () => {
    expect((await call('GET', '/api/system/configs', undefined, orgAdmin)).status).toBe(403);
    expect((await call('POST', '/api/system/configs', { key: 'x.y', valueType: 'text', value: 'x' }, orgAdmin)).status).toBe(403);
  });
});

describe('announcements', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    titleJa: 'お知らせ', titleEn: 'Notice', bodyJa: '本文', bodyEn: 'Body', level: 0, publishFrom: new Date(Date.now() - 60_000).toISOString(), publishTo: null, ...over,
  });

  it('requires both languages, a §9 level and titles of at most 120 characters', async () => {
    expectFieldError(await call('POST', '/api/system/announcements', body({ titleJa: '' })), 400, 'titleJa');
    expectFieldError(await call('POST', '/api/system/announcements', { ...body(), bodyEn: undefined }), 400, 'bodyEn', 'required');
    expectFieldError(await call('POST', '/api/system/announcements', body({ titleEn: 'x'.repeat(121) })), 400, 'titleEn', 'maxLength');
    expectFieldError(await call('POST', '/api/system/announcements', body({ level: 3 })), 400, 'level');
  });

  it('refuses a publication that ends before it starts, also when a change would make it so', async () => {
    const from = new Date(Date.now() + 3_600_000).toISOString();
    expectFieldError(await call('POST', '/api/system/announcements', body({ publishFrom: from, publishTo: new Date().toISOString() })), 400, 'publishTo', 'periodOrder');
    const created = await call('POST', '/api/system/announcements', body({ publishFrom: from }));
    expect(created.status).toBe(201);
    expectFieldError(await call('PATCH', `/api/system/announcements/${created.body.id}`, { publishTo: new Date().toISOString() }), 400, 'publishTo', 'periodOrder');
  });

  it('my/announcements shows only what is published now, to system administrators', async () => {
    const now = await call('POST', '/api/system/announcements', body({ titleEn: 'Published now', level: 9 }));
    const later = await call('POST', '/api/system/announcements', body({ titleEn: 'Published later', publishFrom: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(now.status).toBe(201);
    expect(later.status).toBe(201);
    const published = await call<Row[]>('GET', '/api/my/announcements');
    const titles = published.body.map((a) => a.titleEn);
    expect(titles).toContain('Published now');
    expect(titles).toContain('Scheduled maintenance');
    expect(titles).not.toContain('Published later');
    expect(titles).not.toContain('End of support for 2.10');
    expect(published.body[0]?.level).toBe(9);
    expect((await call('GET', '/api/my/announcements', undefined, orgAdmin)).status).toBe(403);
    expect((await call('GET', '/api/system/announcements', undefined, manager)).status).toBe(403);
  });
});

describe('webhooks', () => {
  const hook = (over: Record<string, unknown> = {}) => ({
    organizationId: aozoraId, name: 'Relay', type: 0, authType: 2, status: 1, url: 'https://relay.example/in', secret: 'secret-123', ...over,
  });

  it('stores the secret without ever answering it; an update without one keeps it', async () => {
    const created = await call('POST', '/api/system/webhooks', hook(), orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasSecret: true, authType: 2, status: 1 });
    expect(created.body).not.toHaveProperty('secret');
    const changed = await call('PATCH', `/api/system/webhooks/${created.body.id}`, { name: 'Relay 2', status: 9 }, orgAdmin);
    expect(changed.body).toMatchObject({ name: 'Relay 2', status: 9, hasSecret: true });
    expect(server.sql.get('SELECT secret FROM webhooks WHERE id = ?', created.body.id)).toEqual({ secret: 'secret-123' });
    const list = await call<Row[]>('GET', '/api/system/webhooks', undefined, orgAdmin);
    expect(JSON.stringify(list.body)).not.toContain('secret-123');
  });

  it('calls only https addresses', async () => {
    expectFieldError(await call('POST', '/api/system/webhooks', hook({ url: 'http://relay.example/in' }), orgAdmin), 400, 'url', 'pattern');
    expectFieldError(await call('POST', '/api/system/webhooks', hook({ url: 'https://' }), orgAdmin), 400, 'url');
  });

  it('needs a secret unless the authentication is none', async () => {
    expectFieldError(await call('POST', '/api/system/webhooks', hook({ secret: undefined }), orgAdmin), 400, 'secret', 'required');
    const open = await call('POST', '/api/system/webhooks', hook({ authType: 0, secret: undefined }), orgAdmin);
    expect(open.status).toBe(201);
    expectFieldError(await call('PATCH', `/api/system/webhooks/${open.body.id}`, { authType: 3 }, orgAdmin), 400, 'secret', 'required');
  });

  it('accepts only the §4 statuses 0, 1 and 9', async () => {
    expectFieldError(await call('POST', '/api/system/webhooks', hook({ status: 2 }), orgAdmin), 400, 'status');
  });

  it('leaves LiLz webhooks to system administrators (§6)', async () => {
    const refused = await call('POST', '/api/system/webhooks', hook({ type: 1 }), orgAdmin);
    expectFieldError(refused, 403, 'type', 'systemAdminOnly');
    expect((await call('POST', '/api/system/webhooks', hook({ type: 1 }))).status).toBe(201);
  });

  it('shows each administrator only the webhooks of organizations they manage', async () => {
    const aozora = await call<Row[]>('GET', '/api/system/webhooks', undefined, manager);
    expect(aozora.status).toBe(200);
    expect(aozora.body.map((w) => w.name)).toContain('Aozora alarm relay');
    expect(aozora.body.map((w) => w.name)).not.toContain('Hinode meter feed');
    const hinode = (await call<Row[]>('GET', '/api/system/webhooks', undefined, otherAdmin)).body;
    expect(hinode.map((w) => w.name)).toEqual(['Hinode meter feed']);
    const aozoraHook = aozora.body.find((w) => w.name === 'Aozora alarm relay');
    expect((await call('GET', `/api/system/webhooks/${aozoraHook?.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/system/webhooks/${aozoraHook?.id}`, undefined, otherAdmin)).status).toBe(404);
    expectFieldError(await call('POST', '/api/system/webhooks', hook({ organizationId: hinodeId }), orgAdmin), 400, 'organizationId', 'scope');
    expect((await call('GET', '/api/system/webhooks', undefined, operator)).status).toBe(403);
  });

  it('seeds the demo\'s alarm relay disabled: its placeholder address gets no calls and it never turns to status 9', async () => {
    const seeded = (await call<Row[]>('GET', '/api/system/webhooks', undefined, manager)).body.find((w) => w.name === 'Aozora alarm relay');
    expect(seeded).toMatchObject({ url: 'https://hooks.aozora.example/alarm', status: 0 });
  });
});

describe('IAM services', () => {
  const service = (over: Record<string, unknown> = {}) => ({
    organizationId: aozoraId, name: 'Facility BMS', clientId: `bms-${Math.floor(Math.random() * 1e9)}`, scopes: ['robots:read'], enabled: true,
    clientSecret: 'a-long-client-secret', ...over,
  });

  it('stores the client secret hashed and never answers it', async () => {
    const created = await call('POST', '/api/system/iam-services', service(), orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasClientSecret: true, scopes: ['robots:read'], enabled: true });
    expect(JSON.stringify(created.body)).not.toContain('a-long-client-secret');
    const stored = server.sql.get('SELECT client_secret_hash AS hash FROM iam_services WHERE id = ?', created.body.id) as { hash: string };
    expect(stored.hash).not.toContain('a-long-client-secret');
    expect(stored.hash.length).toBeGreaterThan(20);
  });

  it('requires a secret of at least 16 characters at creation', async () => {
    expectFieldError(await call('POST', '/api/system/iam-services', service({ clientSecret: undefined }), orgAdmin), 400, 'clientSecret', 'required');
    expectFieldError(await call('POST', '/api/system/iam-services', service({ clientSecret: 'short' }), orgAdmin), 400, 'clientSecret', 'minLength');
  });

  it('keeps client ids unique across the installation', async () => {
    expectFieldError(await call('POST', '/api/system/iam-services', service({ clientId: 'hinode-wms' }), orgAdmin), 409, 'clientId', 'unique');
  });

  it('checks scope names and refuses repeats', async () => {
    expectFieldError(await call('POST', '/api/system/iam-services', service({ scopes: ['Robots Read'] }), orgAdmin), 400, 'scopes.0', 'pattern');
    expectFieldError(await call('POST', '/api/system/iam-services', service({ scopes: ['a:b', 'a:b'] }), orgAdmin), 400, 'scopes', 'uniqueItems');
  });

  it('is for administrators of the organization only', async () => {
    expect((await call('GET', '/api/system/iam-services', undefined, operator)).status).toBe(403);
    const names = (await call<Row[]>('GET', '/api/system/iam-services', undefined, otherAdmin)).body.map((s) => s.name);
    expect(names).toEqual(['Hinode WMS']);
  });
});

describe('service packages and commands', () => {
  it('keeps package names unique within an organization, not across them', async () => {
    expectFieldError(await call('POST', '/api/system/service-packages', { organizationId: aozoraId, name: 'Building services', version: '1.0.0', enabled: true }, orgAdmin), 409, 'name', 'unique');
    const elsewhere = await call('POST', '/api/system/service-packages', { organizationId: hinodeId, name: 'Building services', version: '1.0.0', enabled: true }, otherAdmin);
    expect(elsewhere.status).toBe(201);
    expectFieldError(await call('POST', '/api/system/service-packages', { organizationId: aozoraId, name: 'P', version: 'v 1', enabled: true }, orgAdmin), 400, 'version', 'pattern');
  });

  it('keeps command names unique within a bundle, checks bundle ids, and deletes commands with their package', async () => {
    const pkg = await call('POST', '/api/system/service-packages', { organizationId: aozoraId, name: 'Door kit', version: '2.0.0', enabled: true }, orgAdmin);
    const path = `/api/system/service-packages/${pkg.body.id}/commands`;
    const first = await call('POST', path, { bundleId: 'door', name: 'Open', command: 'door.open' }, orgAdmin);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ packageId: pkg.body.id, bundleId: 'door' });
    expectFieldError(await call('POST', path, { bundleId: 'door', name: 'Open', command: 'door.open2' }, orgAdmin), 409, 'name', 'unique');
    expect((await call('POST', path, { bundleId: 'gate', name: 'Open', command: 'gate.open' }, orgAdmin)).status).toBe(201);
    expectFieldError(await call('POST', path, { bundleId: 'Door Kit', name: 'Close', command: 'door.close' }, orgAdmin), 400, 'bundleId', 'pattern');
    expectFieldError(await call('POST', path, { bundleId: 'door', name: 'Close', command: '' }, orgAdmin), 400, 'command');
    expect((await call('GET', path, undefined, otherAdmin)).status).toBe(404);
    expect((await call('POST', path, { bundleId: 'door', name: 'Sneak', command: 'x' }, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/system/service-packages/${pkg.body.id}`, undefined, orgAdmin)).status).toBe(204);
    expect(server.sql.get('SELECT count(*) AS n FROM service_commands WHERE package_id = ?', pkg.body.id)).toEqual({ n: 0 });
  });
});

describe('API keys', () => {
  it('answers values masked; a new SkyWay key is the one handed out, and rotating replaces it', async () => {
    const created = await call('POST', '/api/keys', { type: 1, name: 'SkyWay staging', value: 'skyway-new-key-0001' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 1, name: 'SkyWay staging', maskedValue: 'skyw••••••••0001' });
    expect(JSON.stringify(created.body)).not.toContain('skyway-new-key-0001');
    expect((await call('GET', '/api/keys/skyway', undefined, operator)).body).toEqual({ key: 'skyway-new-key-0001' });
    const rotated = await call('PATCH', `/api/keys/${created.body.id}`, { value: 'skyway-rotated-0002' });
    expect(rotated.body).toMatchObject({ maskedValue: 'skyw••••••••0002' });
    expect((await call('GET', '/api/keys/skyway', undefined, operator)).body).toEqual({ key: 'skyway-rotated-0002' });
    const list = await call<Row[]>('GET', `/api/keys?${filter({ where: { type: 2 } })}`);
    expect(list.body.map((k) => k.name)).toEqual(['Azure speech']);
    expect(JSON.stringify(list.body)).not.toMatch(/demo-azure-/);
  });

  it('keeps webhook secrets, IAM client secrets and key values out of the audit log', async () => {
    const hookCreated = await call('POST', '/api/system/webhooks', { organizationId: aozoraId, name: 'Audited relay', type: 0, authType: 2, status: 1, url: 'https://relay.example/audit', secret: 'audit-hook-secret' }, orgAdmin);
    expect(hookCreated.status).toBe(201);
    expect((await call('PATCH', `/api/system/webhooks/${hookCreated.body.id}`, { secret: 'audit-hook-secret-2' }, orgAdmin)).status).toBe(200);
    const iam = await call('POST', '/api/system/iam-services', { organizationId: aozoraId, name: 'Audited IAM', clientId: 'audited-client', scopes: ['robots:read'], enabled: true, clientSecret: 'audit-client-secret-value' }, orgAdmin);
    expect(iam.status).toBe(201);
    const key = await call('POST', '/api/keys', { type: 2, name: 'Audited key', value: 'audit-key-value-0001' });
    expect(key.status).toBe(201);
    const details = (server.sql.all("SELECT target_type, detail FROM audit_logs WHERE target_type IN ('webhooks', 'iamServices', 'apiKeys')") as Array<{ target_type: string; detail: string | null }>);
    const text = JSON.stringify(details);
    expect(details.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain('(changed)');
    for (const secret of ['audit-hook-secret', 'audit-client-secret-value', 'audit-key-value-0001']) expect(text).not.toContain(secret);
  });

  it('requires a key of at least 8 characters without spaces and never changes its type', async () => {
    expectFieldError(await call('POST', '/api/keys', { type: 2, name: 'Short', value: 'abc' }), 400, 'value', 'minLength');
    expectFieldError(await call('POST', '/api/keys', { type: 2, name: 'Spaced', value: 'abc def ghi' }), 400, 'value', 'pattern');
    expectFieldError(await call('POST', '/api/keys', { type: 5, name: 'Odd', value: 'abcdefghi' }), 400, 'type');
    expect((await call('PATCH', '/api/keys/1', { type: 2 })).status).toBe(400);
    const filtered = await call<ErrorBody>('GET', `/api/keys?${filter({ where: { maskedValue: { like: 'demo%' } } })}`);
    expect(filtered.body.error.code).toBe('FILTER_INVALID');
  });

  it('is for system administrators only', async () => {
    for (const token of [orgAdmin, manager]) {
      expect((await call('GET', '/api/keys', undefined, token)).status).toBe(403);
      expect((await call('POST', '/api/keys', { type: 1, name: 'Mine', value: 'abcdefghij' }, token)).status).toBe(403);
    }
  });
});

describe('sync history', () => {
  it('pages newest first, filters and counts', async () => {
    const first = await call<Row[]>('GET', `/api/system/sync-history?${filter({ limit: 20 })}`);
    const second = await call<Row[]>('GET', `/api/system/sync-history?${filter({ limit: 20, skip: 20 })}`);
    expect(first.body).toHaveLength(20);
    expect(second.body).toHaveLength(20);
    const times = [...first.body, ...second.body].map((r) => String(r.startedAt));
    expect(times).toEqual([...times].sort().reverse());
    const failed = await call<Row[]>('GET', `/api/system/sync-history?${filter({ where: { status: 'failed' } })}`);
    expect(failed.body.length).toBeGreaterThan(0);
    expect(failed.body.every((r) => r.status === 'failed')).toBe(true);
    const count = await call<{ count: number }>('GET', `/api/system/sync-history/count?where=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`);
    expect(count.body.count).toBe(failed.body.length);
    expect((await call<ErrorBody>('GET', `/api/system/sync-history?${filter({ where: { secret: 1 } })}`)).body.error.code).toBe('FILTER_INVALID');
    expect((await call('GET', '/api/system/sync-history', undefined, orgAdmin)).status).toBe(403);
  });
});
