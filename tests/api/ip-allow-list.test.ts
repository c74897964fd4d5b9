import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function setAllowList(entries: Array<[string, boolean]>): void {
  const db = server.sql;
  const { building_id } = db.get('SELECT building_id FROM operators WHERE login_id = ?', demo.operator) as { building_id: number };
  db.run('DELETE FROM ip_allow_entries WHERE building_id = ?', building_id);
  for (const [ip, restricted] of entries) {
    db.run('INSERT INTO ip_allow_entries (building_id, ip_address, description, restricted) VALUES (?, ?, ?, ?)', building_id, ip, 'test', restricted ? 1 : 0);
  }
}

describe('IP allow-list of the operator building', () => {
  it('lets loopback in when listed, with restriction on', async () => {
    setAllowList([['127.0.0.1', true]]);
    const token = await server.login(demo.operator);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
  });

  it('lets everyone in while no entry restricts', async () => {
    setAllowList([['192.0.2.10', false]]);
    expect((await server.api('POST', '/api/operators/login', { loginId: demo.operator, loginPw: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses other addresses with 403 IP_NOT_ALLOWED, at login and on every call', async () => {
    setAllowList([]);
    const token = await server.login(demo.operator);
    setAllowList([['192.0.2.0/24', true]]);
    const call = await server.api<ErrorBody>('GET', '/api/my/profile', undefined, token);
    expect(call.status).toBe(403);
    expect(call.body.error.code).toBe('IP_NOT_ALLOWED');
    expect(call.body.error.message).toContain('IP address is not allowed');
    const login = await server.api<ErrorBody>('POST', '/api/operators/login', { loginId: demo.operator, loginPw: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toContain('IP address is not allowed');
  });

  it('does not trust X-Forwarded-For without --trust-proxy', async () => {
    setAllowList([['192.0.2.0/24', true]]);
    const res = await server.api('POST', '/api/operators/login', { loginId: demo.operator, loginPw: DEMO_PASSWORD }, undefined, { 'x-forwarded-for': '192.0.2.5' });
    expect(res.status).toBe(403);
  });

  it('leaves users of other buildings alone', async () => {
    setAllowList([['192.0.2.0/24', true]]);
    expect((await server.api('POST', '/api/operators/login', { loginId: demo.otherAdmin, loginPw: DEMO_PASSWORD })).status).toBe(200);
    setAllowList([]);
  });
});
