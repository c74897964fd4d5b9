// What must hold on every store (this file runs in both passes of `npm test`: SQLite and
// PostgreSQL): a constraint the database enforces answers the same 409 body, and writes another
// process commits are seen by the server's caches (lists, signed-in sessions) on the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { demoIds } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let system: string;
let ids: ReturnType<typeof demoIds>;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, system] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.system)]);
  ids = demoIds(server);
});
afterAll(async () => {
  await server?.stop();
});

const robot = (serialNo: string) => ({ name: 'Store Robot', serialNo, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });

describe('constraint violations', () => {
  it('answers a duplicate serial number with one 409 body, however the creates are timed', async () => {
    const serialNo = `STORE-${Date.now()}`;
    // Concurrent creates pass the check together and meet the store's unique constraint.
    const racing = await Promise.all(Array.from({ length: 8 }, () => server.api<ErrorBody>('POST', '/api/robots', robot(serialNo), admin)));
    expect(racing.map((a) => a.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    const sequential = await server.api<ErrorBody>('POST', '/api/robots', robot(serialNo), admin);
    expect(sequential.status).toBe(409);
    const expected = {
      error: {
        statusCode: 409, name: 'ConflictError', code: 'CONFLICT', message: 'serialNo: is already registered',
        details: [{ path: 'serialNo', code: 'unique', message: 'is already registered' }],
      },
    };
    expect(sequential.body).toEqual(expected);
    for (const refusal of racing.filter((a) => a.status === 409)) expect(refusal.body).toEqual(expected);
    expect(server.sql.get('SELECT count(*) AS n FROM robots WHERE serial_no = ?', serialNo)).toEqual({ n: 1 });
  });
});

describe('writes by another process', () => {
  // `like` ignores ASCII case on every store, as it always did on SQLite.
  const filter = encodeURIComponent(JSON.stringify({ where: { name: { like: 'store NEUTRAL%' } }, order: 'id ASC' }));
  const names = async () => {
    const res = await server.api<Array<{ name: string }>>('GET', `/api/organizations?filter=${filter}`, undefined, system);
    expect(res.status).toBe(200);
    return res.body.map((o) => o.name);
  };

  it('shows in a list the server answered a moment before, on the very next call', async () => {
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]);
    const inserted = server.sql.get<{ id: number; created_at: string }>("INSERT INTO organizations (name, type) VALUES ('Store neutral A', 1) RETURNING id, created_at");
    // The store's own default stamps the row as an ISO 8601 text in UTC, on every store.
    expect(inserted?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await names()).toEqual(['Store neutral A']);
    server.sql.run("UPDATE organizations SET name = 'Store neutral B' WHERE id = ?", inserted!.id);
    expect(await names()).toEqual(['Store neutral B']);
    server.sql.run('DELETE FROM organizations WHERE id = ?', inserted!.id);
    expect(await names()).toEqual([]);
  });

  it('ends a cached session when another process revokes its token', async () => {
    const token = await server.login(demo.operator);
    for (let i = 0; i < 3; i++) expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    server.sql.run('UPDATE access_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND operator_id = (SELECT id FROM operators WHERE login_id = ?)', new Date().toISOString(), demo.operator);
    // Within the server's external-change interval (20 ms), well inside the cache's own life.
    await expect.poll(async () => (await server.api('GET', '/api/my/session', undefined, token)).status, { timeout: 500, interval: 10 }).toBe(401);
  });
});
