import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const login = (loginId: string, loginPw: string, headers?: Record<string, string>) =>
  server.api<Record<string, unknown>>('POST', '/api/operators/login', { loginId, loginPw }, undefined, headers);

describe('login', () => {
  it('answers 200 with every session field', async () => {
    const res = await login(demo.operator, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['buildingId', 'firstName', 'id', 'isUniversalDesign', 'labsEnabled', 'lastLoginAt', 'lastName', 'organizationId', 'passwordChangeRequired', 'skywayKey', 'token', 'type'].sort(),
    );
    expect(res.body.type).toBe(0);
    expect(res.body.firstName).toBe('Yui');
    expect(typeof res.body.token).toBe('string');
    expect(Buffer.from(String(res.body.token), 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body.passwordChangeRequired).toBe(false);
    expect(String(res.body.skywayKey)).toMatch(/^demo-skyway-/);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await server.login(demo.manager);
    const rows = server.sql.all('SELECT token_hash FROM access_tokens') as Array<{ token_hash: string }>;
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    const raw = server.sql.get("SELECT count(*) AS n FROM access_tokens WHERE token_hash LIKE '%' || ? || '%'", token) as { n: number };
    expect(raw.n).toBe(0);
  });

  it('refuses a short password and a malformed e-mail by field', async () => {
    const res = await login('not-an-email', '12345');
    expect(res.status).toBe(400);
    const body = res.body as unknown as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details?.map((d) => d.path).sort()).toEqual(['loginId', 'loginPw']);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const wrong = await login(demo.orgAdmin, 'Wrong-password-1');
    const unknown = await login('nobody@fleetdeck.example', 'Wrong-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((wrong.body as unknown as ErrorBody).error.code).toBe('LOGIN_FAILED');
  });

  it('records logins and failed logins in the audit log', async () => {
    const rows = server.sql.all("SELECT action, login_id, ip FROM audit_logs WHERE action IN ('login','login-failed')") as Array<{ action: string; login_id: string; ip: string }>;
    expect(rows).toContainEqual({ action: 'login', login_id: demo.operator, ip: '127.0.0.1' });
    expect(rows).toContainEqual({ action: 'login-failed', login_id: 'nobody@fleetdeck.example', ip: '127.0.0.1' });
  });
});

describe('lockout', () => {
  it('locks after 5 failures for known and unknown accounts alike, even with the right password', async () => {
    const answers: Array<{ status: number; body: unknown }> = [];
    for (const loginId of [demo.otherAdmin, 'ghost@fleetdeck.example']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(loginId, 'Wrong-password-1')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 403]);
      const after = await login(loginId, DEMO_PASSWORD);
      expect(after.status).toBe(403);
      answers.push(after);
    }
    const locked = answers[0]?.body as ErrorBody;
    expect(locked.error.code).toBe('ACCOUNT_LOCKED');
    expect(locked.error.message).toMatch(/locked for 10 minutes/);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
  });

  it('unlocks once the 10 minutes have passed', async () => {
    server.sql.run('UPDATE login_attempts SET locked_until = ? WHERE login_id = ?', new Date(Date.now() - 1000).toISOString(), demo.otherAdmin);
    expect((await login(demo.otherAdmin, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('e-mail code step', () => {
  async function startCodeStep(): Promise<{ cookie: string; code: string; expiredAt: string }> {
    const since = Date.now();
    const res = await login(demo.operatorMfa, DEMO_PASSWORD, { 'accept-language': 'ja' });
    expect(res.status).toBe(202);
    expect(res.body.authMode).toBe('email');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    const mail = await server.smtp!.waitFor(demo.operatorMfa, { since });
    return { cookie: setCookie.split(';')[0] ?? '', code: codeFrom(mail), expiredAt: String(res.body.authCodeExpiredAt) };
  }
  const assertCode = (authDigits: string, cookie: string) =>
    server.api<Record<string, unknown>>('POST', '/api/operators/assertAuthCode', { authDigits }, undefined, { cookie });

  it('answers 202 with an expiry 10 minutes ahead and mails a six-digit code that completes the login once', async () => {
    const { cookie, code, expiredAt } = await startCodeStep();
    const minutes = (Date.parse(expiredAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const ok = await assertCode(code, cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBeTypeOf('number');
    expect(ok.body.token).toBeTypeOf('string');
    const again = await assertCode(code, cookie);
    expect(again.status).toBe(401);
    expect((again.body as unknown as ErrorBody).error.code).toBe('AUTH_CODE_EXPIRED');
  });

  it('sends the mail in the language asked for', async () => {
    const since = Date.now();
    await login(demo.operatorMfa, DEMO_PASSWORD, { 'accept-language': 'ja-JP,ja;q=0.9' });
    const mail = await server.smtp!.waitFor(demo.operatorMfa, { since });
    expect(mail.subject).toContain('認証コード');
  });

  it('refuses a mismatched code with AUTH_CODE_MISMATCH', async () => {
    const { cookie, code } = await startCodeStep();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await assertCode(wrong, cookie);
    expect(res.status).toBe(401);
    expect((res.body as unknown as ErrorBody).error).toMatchObject({ code: 'AUTH_CODE_MISMATCH', message: 'Verification codes did not match' });
    expect((await assertCode(code, cookie)).status).toBe(200);
  });

  it('refuses an expired code with AUTH_CODE_EXPIRED', async () => {
    const { cookie, code } = await startCodeStep();
    server.sql.run('UPDATE pending_logins SET expires_at = ? WHERE used_at IS NULL', new Date(Date.now() - 1000).toISOString());
    const res = await assertCode(code, cookie);
    expect(res.status).toBe(401);
    expect((res.body as unknown as ErrorBody).error).toMatchObject({ code: 'AUTH_CODE_EXPIRED', message: 'The verification code has expired' });
  });

  it('ties the code to the browser that passed the password', async () => {
    const { code } = await startCodeStep();
    const res = await assertCode(code, 'fleetdeck_pending_login=someone-else');
    expect(res.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token', async () => {
    const token = await server.login(demo.operator);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    expect((await server.api('POST', '/api/operators/logout', undefined, token)).status).toBe(204);
    const after = await server.api<ErrorBody>('GET', '/api/my/session', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses calls without a token or with an expired one', async () => {
    expect((await server.api('GET', '/api/my/session')).status).toBe(401);
    const token = await server.login(demo.manager);
    const hash = createHash('sha256').update(token).digest('hex');
    server.sql.run('UPDATE access_tokens SET expires_at = ? WHERE token_hash = ?', new Date(Date.now() - 1000).toISOString(), hash);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(401);
  });
});
