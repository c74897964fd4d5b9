// The reset request when mail cannot go out. A mail server that cannot be used is said to everyone
// alike (502 MAIL_SEND_FAILED, known address or not), so the answer never reveals whether an
// account exists; a mail server that is up but refuses the recipient is found only after the
// answer (204), and the unsent link is then dropped and the failure logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { startRefusingSmtp, type RefusingSmtp } from '../shared/refusingSmtp.js';

const openResets = (server: TestServer, loginId: string) =>
  (server.sql.get('SELECT COUNT(*) AS n FROM password_resets r JOIN operators o ON o.id = r.operator_id WHERE o.login_id = ? AND r.used_at IS NULL', loginId) as { n: number }).n;
const requestReset = (server: TestServer, loginId: string) => server.api<ErrorBody>('POST', '/api/operators/reset-password-request', { loginId, locale: 'en' });

describe('password reset request when the mail server cannot be used', () => {
  let smtp: RefusingSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startRefusingSmtp('connection');
    server = await startTestServer({ smtp: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('answers 502 MAIL_SEND_FAILED for an existing account and for an unknown address alike, after really trying', async () => {
    for (const loginId of [demo.operator, 'nobody-at-all@fleetdeck.example']) {
      const before = smtp.connections;
      const res = await requestReset(server, loginId);
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({ statusCode: 502, name: 'BadGatewayError', code: 'MAIL_SEND_FAILED' });
      expect(res.body.error.message).toMatch(/could not be sent/);
      // Never the SMTP server's own words (internals).
      expect(res.body.error.message).not.toMatch(/421|Service not available/);
      expect(smtp.connections).toBeGreaterThan(before);
    }
    expect(openResets(server, demo.operator)).toBe(0);
  });

  it('logs why', async () => {
    const from = server.output().length;
    const status = (await requestReset(server, demo.manager)).status;
    expect(status).toBe(502);
    // The log line travels through the child's stdout pipe, which may arrive after the answer.
    await vi.waitFor(() => expect(server.output().slice(from)).toMatch(/reset mail failed: the mail server cannot be reached/), { timeout: 5000 });
  });
});

describe('password reset request when the mail server refuses the recipient', () => {
  let smtp: RefusingSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startRefusingSmtp('recipient');
    server = await startTestServer({ smtp: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('answers 204 as for any address, then drops the link nobody received and logs the failure', async () => {
    const from = server.output().length;
    const res = await requestReset(server, demo.operator);
    expect(res.status).toBe(204);
    await expect.poll(() => smtp.refused.includes(demo.operator)).toBe(true);
    await expect.poll(() => openResets(server, demo.operator)).toBe(0);
    await expect.poll(() => server.output().slice(from)).toMatch(/reset mail failed/);
  });

  it('answers an unknown address with the same 204 and tries no mail', async () => {
    const before = smtp.refused.length;
    const res = await requestReset(server, 'nobody-at-all@fleetdeck.example');
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    // A known address asked for after it is tried: any mail for the unknown one would have come first.
    expect((await requestReset(server, demo.manager)).status).toBe(204);
    await expect.poll(() => smtp.refused.slice(before)).toContain(demo.manager.toLowerCase());
    expect(smtp.refused.slice(before)).toEqual([demo.manager.toLowerCase()]);
  });
});
