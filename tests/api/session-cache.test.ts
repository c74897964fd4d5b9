// The server reuses a resolved bearer token (session, contract and IP allow-list gates) while the
// database is unchanged. These tests prove every kind of change still takes effect on the next
// call: writes through the API at once, writes by another process (this test's own SQLite
// connection) within the server's external-change interval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

// A change by another process must show well within the cache's one-second life (the server checks
// for external changes every 20 ms), so it cannot be the cached entry merely running out.
const WITHIN_MS = 500;

/** Calls GET /api/my/session with `token` until it answers `status`, failing if that takes WITHIN_MS. */
async function sessionAnswers(token: string, status: number): Promise<ErrorBody> {
  let body: ErrorBody | undefined;
  await expect
    .poll(
      async () => {
        const res = await server.api<ErrorBody>('GET', '/api/my/session', undefined, token);
        body = res.body;
        return res.status;
      },
      { timeout: WITHIN_MS, interval: 10 },
    )
    .toBe(status);
  return body!;
}

describe('cached sign-in gates', () => {
  it('applies an IP allow-list row another process writes, and its removal', async () => {
    const token = await server.login(demo.operator);
    for (let i = 0; i < 3; i++) expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    const inserted = server.sql.get<{ id: number }>(
      `INSERT INTO ip_allow_entries (building_id, ip_address, description, restricted) SELECT building_id, '203.0.113.9', 'cache test', 1 FROM operators WHERE login_id = ? RETURNING id`,
      demo.operator,
    );
    expect((await sessionAnswers(token, 403)).error.code).toBe('IP_NOT_ALLOWED');
    server.sql.run('DELETE FROM ip_allow_entries WHERE id = ?', inserted!.id);
    await sessionAnswers(token, 200);
  });

  it('applies a token revoked and a contract ended by another process', async () => {
    const token = await server.login(demo.manager);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    server.sql.run("UPDATE contracts SET contract_end_at = '2000-01-01T00:00:00.000Z' WHERE organization_id = (SELECT organization_id FROM operators WHERE login_id = ?)", demo.manager);
    await sessionAnswers(token, 499);
    server.sql.run("UPDATE contracts SET contract_end_at = '2030-03-31T14:59:59.000Z' WHERE organization_id = (SELECT organization_id FROM operators WHERE login_id = ?)", demo.manager);
    await sessionAnswers(token, 200);
    server.sql.run('UPDATE access_tokens SET revoked_at = ? WHERE operator_id = (SELECT id FROM operators WHERE login_id = ?)', new Date().toISOString(), demo.manager);
    await sessionAnswers(token, 401);
  });

  it('applies changes made through the API on the very next call', async () => {
    const [system, orgAdmin] = await Promise.all([server.login(demo.system), server.login(demo.orgAdmin)]);
    expect((await server.api('GET', '/api/operators', undefined, orgAdmin)).status).toBe(200);
    const orgAdminId = (server.sql.get('SELECT id FROM operators WHERE login_id = ?', demo.orgAdmin) as { id: number }).id;
    // Type change to general: admin-only lists are refused at once, without waiting.
    expect((await server.api('PATCH', `/api/operators/${orgAdminId}`, { type: 0 }, system)).status).toBe(200);
    expect((await server.api('GET', '/api/operators', undefined, orgAdmin)).status).toBe(403);
    // Logout ends the token at once.
    const token = await server.login(demo.operator);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    expect((await server.api('POST', '/api/operators/logout', undefined, token)).status).toBe(204);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(401);
  });
});
