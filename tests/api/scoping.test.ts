import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
const tokens: Record<'system' | 'orgAdmin' | 'manager' | 'operator' | 'otherAdmin', string> = { system: '', orgAdmin: '', manager: '', operator: '', otherAdmin: '' };
const ids = { aozora: 0, aozoraEast: 0, hinode: 0, tower: 0, plaza: 0, warehouse: 0, towerFloor: 0, hinodeAdmin: 0, aozoraOperator: 0, manager: 0 };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  const keys = Object.keys(tokens) as Array<keyof typeof tokens>;
  const signedIn = await Promise.all(keys.map((key) => server.login(demo[key])));
  keys.forEach((key, index) => (tokens[key] = signedIn[index] ?? ''));
  const db = server.sql;
  const one = (sql: string, ...params: unknown[]) => (db.get(sql, ...params) as { id: number }).id;
  ids.aozora = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.aozoraEast = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities East'");
  ids.hinode = one("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
  ids.tower = one("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.plaza = one("SELECT id FROM buildings WHERE name = 'Aozora East Plaza'");
  ids.warehouse = one("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
  ids.towerFloor = one('SELECT id FROM floors WHERE building_id = ? ORDER BY id LIMIT 1', ids.tower);
  ids.hinodeAdmin = one('SELECT id FROM operators WHERE login_id = ?', demo.otherAdmin);
  ids.aozoraOperator = one('SELECT id FROM operators WHERE login_id = ?', demo.operator);
  ids.manager = one('SELECT id FROM operators WHERE login_id = ?', demo.manager);
});
afterAll(async () => {
  await server?.stop();
});

function fingerprint(): string {
  const db = server.sql;
  return ['organizations', 'buildings', 'floors', 'robot_groups', 'flow_groups', 'ip_allow_entries', 'operators', 'account_tags']
    .map((table) => JSON.stringify(db.all(`SELECT * FROM ${table} ORDER BY id`)))
    .join('|');
}

const listIds = async (path: string, token: string) => (await server.api<Array<{ id: number }>>('GET', path, undefined, token)).body.map((r) => r.id).sort((a, b) => a - b);

describe('reading across organizations', () => {
  it('shows each user their organization and its descendants only', async () => {
    expect(await listIds('/api/buildings', tokens.operator)).toEqual([ids.tower, ids.plaza].sort((a, b) => a - b));
    expect(await listIds('/api/buildings', tokens.otherAdmin)).toEqual([ids.warehouse]);
    expect(await listIds('/api/buildings', tokens.system)).toEqual([ids.tower, ids.plaza, ids.warehouse].sort((a, b) => a - b));
    expect(await listIds('/api/organizations', tokens.otherAdmin)).toEqual([ids.hinode]);
    expect(await listIds('/api/organizations', tokens.orgAdmin)).toEqual([ids.aozora, ids.aozoraEast].sort((a, b) => a - b));
    const count = await server.api<{ count: number }>('GET', '/api/buildings/count', undefined, tokens.otherAdmin);
    expect(count.body.count).toBe(1);
  });

  it('answers 404 for another organization, exactly as for a record that does not exist', async () => {
    const paths = [
      `/api/buildings/${ids.tower}`,
      `/api/buildings/${ids.tower}/floors`,
      `/api/buildings/${ids.tower}/floors/${ids.towerFloor}`,
      `/api/buildings/${ids.tower}/groups`,
      `/api/organizations/${ids.aozora}`,
      `/api/operators/${ids.aozoraOperator}`,
    ];
    for (const path of paths) {
      const refused = await server.api<ErrorBody>('GET', path, undefined, tokens.otherAdmin);
      expect(refused.status, path).toBe(404);
      const missing = await server.api<ErrorBody>('GET', path.replace(/\/(\d+)/, '/999999'), undefined, tokens.otherAdmin);
      expect(missing.status).toBe(404);
      expect(refused.body.error.message).toBe(missing.body.error.message);
    }
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}`, undefined, tokens.operator)).status).toBe(404);
  });
});

describe('changing across organizations', () => {
  it('refuses an admin of another organization every write and leaves the data as it was', async () => {
    const before = fingerprint();
    const writes: Array<[string, string, unknown, number]> = [
      ['PATCH', `/api/buildings/${ids.tower}`, { name: 'Taken' }, 404],
      ['DELETE', `/api/buildings/${ids.tower}`, undefined, 404],
      ['POST', `/api/buildings/${ids.tower}/floors`, { name: '9F', type: 0, index: 9 }, 404],
      ['PATCH', `/api/buildings/${ids.tower}/floors/${ids.towerFloor}`, { name: 'X' }, 404],
      ['POST', `/api/buildings/${ids.tower}/groups`, { name: 'X' }, 404],
      ['POST', `/api/buildings/${ids.tower}/ipAllowList`, { ipAddress: '10.0.0.1', description: '', restricted: true }, 404],
      ['PATCH', `/api/organizations/${ids.aozora}`, { city: 'X' }, 404],
      ['DELETE', `/api/organizations/${ids.aozoraEast}`, undefined, 404],
      ['PATCH', `/api/operators/${ids.aozoraOperator}`, { firstName: 'X' }, 404],
      ['DELETE', `/api/operators/${ids.aozoraOperator}`, undefined, 404],
      ['POST', '/api/buildings', { name: 'Planted', organizationId: ids.aozora }, 400],
      ['PATCH', `/api/buildings/${ids.warehouse}`, { organizationId: ids.aozora }, 400],
      ['POST', '/api/operators', { loginId: 'spy@hinode.example', lastName: 'S', firstName: 'P', type: 0, organizationId: ids.aozora, buildingId: ids.tower, password: 'Blue-Harbor-42' }, 400],
    ];
    for (const [method, path, body, status] of writes) {
      const res = await server.api<ErrorBody>(method, path, body, tokens.otherAdmin);
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect(fingerprint()).toBe(before);
  });

  it('refuses a general operator every write, even in their own organization', async () => {
    const before = fingerprint();
    for (const [method, path, body] of [
      ['PATCH', `/api/buildings/${ids.tower}`, { name: 'Mine' }],
      ['POST', `/api/buildings/${ids.tower}/floors`, { name: '9F', type: 0, index: 9 }],
      ['DELETE', `/api/buildings/${ids.tower}/floors/${ids.towerFloor}`, undefined],
      ['PATCH', `/api/organizations/${ids.aozora}`, { city: 'X' }],
      ['POST', '/api/buildings', { name: 'Mine', organizationId: ids.aozora }],
    ] as Array<[string, string, unknown]>) {
      const res = await server.api<ErrorBody>(method, path, body, tokens.operator);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect(fingerprint()).toBe(before);
  });

  it('lets a system admin read and change every organization', async () => {
    expect((await server.api('PATCH', `/api/buildings/${ids.tower}`, { city: 'Shinjuku' }, tokens.system)).status).toBe(200);
    expect((await server.api('PATCH', `/api/buildings/${ids.warehouse}`, { city: 'Suita' }, tokens.system)).status).toBe(200);
    expect((await server.api('PATCH', `/api/operators/${ids.hinodeAdmin}`, { firstName: 'Mei' }, tokens.system)).status).toBe(200);
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}/floors`, undefined, tokens.system)).status).toBe(200);
  });

  it('lets an admin change a child organization, and only read it when its parent role is read-only', async () => {
    expect((await server.api('PATCH', `/api/buildings/${ids.plaza}`, { city: 'Funabashi' }, tokens.orgAdmin)).status).toBe(200);
    // Written by another process: the server sees it once its cached organization tree (2 s) runs out.
    server.sql.run('UPDATE organizations SET parent_role = 1 WHERE id = ?', ids.aozoraEast);
    const unchanged = () => server.api('PATCH', `/api/buildings/${ids.plaza}`, { city: 'Funabashi' }, tokens.orgAdmin).then((r) => r.status);
    await expect.poll(unchanged, { timeout: 5000, interval: 100 }).toBe(403);
    expect((await server.api('GET', `/api/buildings/${ids.plaza}`, undefined, tokens.orgAdmin)).status).toBe(200);
    const res = await server.api<ErrorBody>('PATCH', `/api/buildings/${ids.plaza}`, { city: 'X' }, tokens.orgAdmin);
    expect(res.status).toBe(403);
    server.sql.run('UPDATE organizations SET parent_role = 0 WHERE id = ?', ids.aozoraEast);
    const read = () => server.api('GET', `/api/buildings/${ids.plaza}`, undefined, tokens.orgAdmin).then((r) => r.status);
    await expect.poll(read, { timeout: 5000, interval: 100 }).toBe(404);
    server.sql.run('UPDATE organizations SET parent_role = 2 WHERE id = ?', ids.aozoraEast);
  });
});

describe('account tags', () => {
  it('grant a manager a building of another organization, and a deny takes one away', async () => {
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}`, undefined, tokens.manager)).status).toBe(404);
    const tags = [
      {
        name: 'Warehouse support',
        managers: [{ operatorId: ids.manager, role: 1 }],
        targets: [
          { targetType: 'building', targetId: ids.warehouse, role: 1 },
          { targetType: 'building', targetId: ids.plaza, role: 0 },
        ],
      },
    ];
    expect((await server.api('PATCH', `/api/organizations/${ids.aozora}`, { accountTags: tags }, tokens.system)).status).toBe(200);
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}`, undefined, tokens.manager)).status).toBe(200);
    expect((await server.api('PATCH', `/api/buildings/${ids.warehouse}`, { city: 'Suita' }, tokens.manager)).status).toBe(200);
    expect(await listIds('/api/buildings', tokens.manager)).toEqual([ids.tower, ids.warehouse].sort((a, b) => a - b));
    expect((await server.api('GET', `/api/buildings/${ids.plaza}`, undefined, tokens.manager)).status).toBe(404);
    // The tag names the manager, so other operators of the organization gain nothing.
    expect((await server.api('GET', `/api/buildings/${ids.warehouse}`, undefined, tokens.orgAdmin)).status).toBe(404);
  });
});
