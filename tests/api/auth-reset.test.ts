import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, resetTokenFrom, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function requestLink(loginId: string, locale?: 'ja' | 'en'): Promise<string> {
  const since = Date.now();
  const res = await server.api('POST', '/api/operators/reset-password-request', { loginId, ...(locale ? { locale } : {}) });
  expect(res.status).toBe(204);
  return resetTokenFrom(await server.smtp!.waitFor(loginId, { since }));
}
const reset = (token: string, password: string, passwordConfirm = password) =>
  server.api<ErrorBody>('POST', '/api/operators/reset-password', { token, password, passwordConfirm });

describe('password reset', () => {
  it('answers 204 for an unknown account too and sends nothing', async () => {
    const before = server.smtp!.mails.length;
    const res = await server.api('POST', '/api/operators/reset-password-request', { loginId: 'nobody@fleetdeck.example' });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    // A known account asked for after it gets its mail: any mail to the unknown one would have come first.
    await requestLink(demo.operator);
    expect(server.smtp!.mails.slice(before).map((m) => m.to)).toEqual([[demo.operator.toLowerCase()]]);
  });

  it('mails a link in the asked language that sets a new password once; old tokens die', async () => {
    const oldSession = await server.login(demo.manager);
    const since = Date.now();
    await server.api('POST', '/api/operators/reset-password-request', { loginId: demo.manager, locale: 'ja' });
    const mail = await server.smtp!.waitFor(demo.manager, { since });
    expect(mail.subject).toContain('パスワード再設定');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/auth\/reset-password\?token=/);
    const token = resetTokenFrom(mail);
    expect((await reset(token, 'newpass2026')).status).toBe(204);
    expect((await server.api('GET', '/api/my/session', undefined, oldSession)).status).toBe(401);
    await expect(server.login(demo.manager, 'newpass2026')).resolves.toEqual(expect.any(String));
    const again = await reset(token, 'another2026');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('RESET_LINK_INVALID');
  });

  it('applies the §5 rule and keeps the link usable after a refused password', async () => {
    const token = await requestLink(demo.operator);
    const short = await reset(token, 'abc123');
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(short.body.error.details?.[0]?.path).toBe('password');
    const noDigit = await reset(token, 'abcdefghij');
    expect(noDigit.body.error.details?.[0]?.path).toBe('password');
    const mismatch = await reset(token, 'abcd12345', 'abcd12346');
    expect(mismatch.body.error.details).toEqual([expect.objectContaining({ path: 'passwordConfirm', code: 'passwordConfirmMismatch' })]);
    expect((await reset(token, 'abcd12345')).status).toBe(204);
  });

  it('refuses an expired link', async () => {
    const token = await requestLink(demo.orgAdmin);
    server.sql.run('UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL', new Date(Date.now() - 1000).toISOString());
    const res = await reset(token, 'abcd12345');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('RESET_LINK_INVALID');
    await expect(server.login(demo.orgAdmin, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('makes the link valid for 15 minutes and stores only its hash', async () => {
    const token = await requestLink(demo.otherAdmin);
    const row = server.sql.get('SELECT token_hash, expires_at FROM password_resets ORDER BY id DESC LIMIT 1') as { token_hash: string; expires_at: string };
    expect(row.token_hash).not.toBe(token);
    const minutes = (Date.parse(row.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});
