// Issue 13 item 11: each new sign-in issued a fresh e-mail code with 5 more guesses, without end, so
// whoever had the password could guess the six digits given time. Wrong codes now count toward the
// account's lock (5 per 10 minutes, shared with wrong passwords), and codes per account are capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const login = (loginId: string) => server.api<ErrorBody>('POST', '/api/operators/login', { loginId, loginPw: DEMO_PASSWORD });
const assertCode = (authDigits: string, cookie: string) => server.api<ErrorBody>('POST', '/api/operators/assertAuthCode', { authDigits }, undefined, { cookie });

/** Signs in with the password and answers the pending-login cookie, or the refusal. */
async function freshCode(loginId: string): Promise<{ cookie: string } | { refused: ErrorBody['error'] }> {
  const res = await login(loginId);
  if (res.status !== 202) return { refused: res.body.error };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

describe('e-mail code guesses', () => {
  it('ends in the account lock when one signs in again and again guessing wrong codes', async () => {
    const codeAnswers: string[] = [];
    let refusal: ErrorBody['error'] | undefined;
    // Old code: every round brought a new code and new guesses; 20 rounds never ended.
    for (let round = 0; round < 20 && !refusal; round++) {
      const step = await freshCode(demo.operatorMfa);
      if ('refused' in step) {
        refusal = step.refused;
        break;
      }
      for (let guess = 0; guess < 2; guess++) {
        const res = await assertCode(round % 2 ? '000000' : '999999', step.cookie);
        codeAnswers.push(res.body.error.code);
        if (res.status === 403) break;
      }
    }
    expect(refusal).toMatchObject({ code: 'ACCOUNT_LOCKED', statusCode: 403 });
    // Five wrong codes in all were checked: four mismatches, and the fifth locked the account.
    expect(codeAnswers).toEqual(['AUTH_CODE_MISMATCH', 'AUTH_CODE_MISMATCH', 'AUTH_CODE_MISMATCH', 'AUTH_CODE_MISMATCH', 'ACCOUNT_LOCKED']);
  });

  it('refuses a code that would have matched once the account is locked', async () => {
    server.sql.run("UPDATE operators SET auth_mode = 'email' WHERE login_id = ?", demo.operator);
    const since = Date.now();
    const step = await freshCode(demo.operator);
    if (!('cookie' in step)) return expect.fail(`no code step: ${JSON.stringify(step)}`);
    const code = codeFrom(await server.smtp!.waitFor(demo.operator, { since }));
    // Locked meanwhile (as by wrong passwords from elsewhere).
    server.sql.run(
      'INSERT INTO login_attempts (login_id, failures, locked_until) VALUES (?, 5, ?) ON CONFLICT (login_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
      demo.operator,
      new Date(Date.now() + 600_000).toISOString(),
    );
    const res = await assertCode(code, step.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_LOCKED');
  });

  it('issues at most 5 codes per account in 10 minutes, then locks it', async () => {
    server.sql.run('DELETE FROM login_attempts');
    server.sql.run('DELETE FROM pending_logins');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(demo.operatorMfa)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 403]);
    const after = await login(demo.operatorMfa);
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe('ACCOUNT_LOCKED');
  });
});
