// The reset request when the mail server refuses: an existing account is told (502
// MAIL_SEND_FAILED) and its unsent link does not stay usable; an unknown address still gets the
// same 204 as always, so the answer never reveals whether an account exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { startRefusingSmtp, type RefusingSmtp } from '../shared/refusingSmtp.js';

let smtp: RefusingSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startRefusingSmtp();
  server = await startTestServer({ smtp: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const requestReset = (loginId: string) => server.api<ErrorBody>('POST', '/api/operators/reset-password-request', { loginId, locale: 'en' });
const openResets = (loginId: string) =>
  (server.db().prepare('SELECT COUNT(*) AS n FROM password_resets r JOIN operators o ON o.id = r.operator_id WHERE o.login_id = ? AND r.used_at IS NULL').get(loginId) as { n: number }).n;

describe('password reset request when the mail server refuses', () => {
  it('answers 502 MAIL_SEND_FAILED for an existing account, after really trying, and keeps no usable link', async () => {
    const res = await requestReset(demo.operator);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ statusCode: 502, name: 'BadGatewayError', code: 'MAIL_SEND_FAILED' });
    expect(res.body.error.message).toMatch(/could not be sent/);
    // Never the SMTP server's own words (internals).
    expect(res.body.error.message).not.toMatch(/550|Mailbox unavailable/);
    expect(smtp.refused).toContain(demo.operator);
    expect(openResets(demo.operator)).toBe(0);
  });

  it('answers an unknown address with the same 204 as a sent mail, and tries no mail', async () => {
    const before = smtp.refused.length;
    const res = await requestReset('nobody-at-all@fleetdeck.example');
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(smtp.refused.length).toBe(before);
  });

  it('logs why the mail failed', async () => {
    await requestReset(demo.manager);
    expect(server.output()).toMatch(/reset mail failed/);
  });
});
