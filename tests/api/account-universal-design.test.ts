// Issue 15 item 11, spec §3 session field isUniversalDesign: the mode is kept on the account. The
// console writes it with PATCH /api/my/profile; every session of the account (login answer and
// GET /api/my/session, in any browser) then carries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

async function sessionMode(token: string): Promise<unknown> {
  const res = await server.api<{ isUniversalDesign: unknown }>('GET', '/api/my/session', undefined, token);
  expect(res.status).toBe(200);
  return res.body.isUniversalDesign;
}

describe('universal design on the account', () => {
  it('is written in one session and read in every other one of the account', async () => {
    const [first, second] = [await server.login(demo.operator), await server.login(demo.operator)];
    expect(await sessionMode(first)).toBe(false);

    const on = await server.api<{ isUniversalDesign: boolean }>('PATCH', '/api/my/profile', { isUniversalDesign: true }, first);
    expect(on.status).toBe(200);
    expect(on.body.isUniversalDesign).toBe(true);
    expect(await sessionMode(second)).toBe(true);
    const login = await server.api<{ isUniversalDesign: boolean }>('POST', '/api/operators/login', { loginId: demo.operator, loginPw: DEMO_PASSWORD });
    expect(login.body.isUniversalDesign).toBe(true);

    const off = await server.api<{ isUniversalDesign: boolean }>('PATCH', '/api/my/profile', { isUniversalDesign: false }, second);
    expect(off.body.isUniversalDesign).toBe(false);
    expect(await sessionMode(first)).toBe(false);
  });

  it('stays the account owner’s: another account does not change with it', async () => {
    const operator = await server.login(demo.operator);
    const manager = await server.login(demo.manager);
    await server.api('PATCH', '/api/my/profile', { isUniversalDesign: true }, operator);
    expect(await sessionMode(manager)).toBe(false);
    await server.api('PATCH', '/api/my/profile', { isUniversalDesign: false }, operator);
  });

  it('takes only a boolean and needs a session', async () => {
    const token = await server.login(demo.operator);
    const bad = await server.api<ErrorBody>('PATCH', '/api/my/profile', { isUniversalDesign: 'yes' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.map((detail) => detail.path)).toContain('isUniversalDesign');
    expect((await server.api('PATCH', '/api/my/profile', { isUniversalDesign: true })).status).toBe(401);
  });
});
