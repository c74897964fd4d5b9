import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface AuditRow {
  action: string;
  loginId: string | null;
  operatorId: number | null;
  ip: string;
  at: string;
  method: string;
  path: string;
}

describe('GET /api/my/audit-logs', () => {
  it('is for system admins only', async () => {
    for (const who of [demo.operator, demo.orgAdmin]) {
      const token = await server.login(who);
      const res = await server.api<ErrorBody>('GET', '/api/my/audit-logs', undefined, token);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('lists logins, failed logins and writes with who, when, what and address', async () => {
    await server.api('POST', '/api/operators/login', { loginId: demo.manager, loginPw: 'Wrong-password-9' });
    const managerToken = await server.login(demo.manager);
    await server.api('PATCH', '/api/my/profile', { firstName: 'Audited' }, managerToken);
    await server.api('POST', '/api/operators/logout', undefined, managerToken);
    const token = await server.login(demo.system);
    const res = await server.api<AuditRow[]>('GET', '/api/my/audit-logs?filter=' + encodeURIComponent(JSON.stringify({ where: { loginId: demo.manager }, limit: 50 })), undefined, token);
    expect(res.status).toBe(200);
    const actions = res.body.map((r) => r.action);
    expect(actions).toEqual(['logout', 'update-profile', 'login', 'login-failed']);
    for (const row of res.body) {
      expect(row.ip).toBe('127.0.0.1');
      expect(Date.now() - Date.parse(row.at)).toBeLessThan(60_000);
    }
    expect(res.body[1]).toMatchObject({ method: 'PATCH', path: '/api/my/profile', operatorId: expect.any(Number) });
  });

  it('pages with limit and skip and refuses filters outside the whitelist', async () => {
    const token = await server.login(demo.system);
    const page = await server.api<AuditRow[]>('GET', '/api/my/audit-logs?filter=' + encodeURIComponent(JSON.stringify({ limit: 2, skip: 1 })), undefined, token);
    expect(page.body).toHaveLength(2);
    const bad = await server.api<ErrorBody>('GET', '/api/my/audit-logs?filter=' + encodeURIComponent(JSON.stringify({ where: { passwordHash: 'x' } })), undefined, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('FILTER_INVALID');
    expect(bad.body.error.details?.[0]?.path).toContain('passwordHash');
  });
});
