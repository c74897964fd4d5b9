// Issue 13 item 2: the reset mail's link came from the request's Host header, so anyone could ask
// for a reset of someone else's account with `Host: evil.example` and the victim got a link that
// hands the reset token to evil.example. The link's base is now the configured public URL, else the
// URL the server prints at start, whatever headers the request carries.
import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const POISON = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  origin: 'https://evil.example',
  forwarded: 'host=evil.example;proto=https',
};

/** POSTs a reset request with raw headers (fetch will not send a Host of our choosing). */
function resetRequestWithHeaders(server: TestServer, loginId: string, headers: Record<string, string>): Promise<number> {
  const url = new URL('/api/operators/reset-password-request', server.url);
  const body = JSON.stringify({ loginId });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function mailedLink(server: TestServer, loginId: string, headers: Record<string, string>): Promise<string> {
  const since = Date.now();
  expect(await resetRequestWithHeaders(server, loginId, headers)).toBe(204);
  const mail = await server.smtp!.waitFor(loginId, { since });
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return link!;
}

describe('reset link origin', () => {
  it('builds the link from the URL printed at start, ignoring Host, X-Forwarded-Host and Origin', async () => {
    const server = await startTestServer();
    servers.push(server);
    const printed = /Fleetdeck console: (http:\/\/localhost:\d+)/.exec(server.output())?.[1];
    expect(printed).toBeDefined();
    const link = await mailedLink(server, demo.operator, POISON);
    expect(link.startsWith(`${printed}/auth/reset-password?token=`)).toBe(true);
    expect(link).not.toContain('evil');
  });

  it('uses PUBLIC_URL when set, even behind --trust-proxy with forwarded headers', async () => {
    const server = await startTestServer({ env: { PUBLIC_URL: 'https://console.fleetdeck.example/' }, args: ['--trust-proxy'] });
    servers.push(server);
    expect(server.output()).toContain('Links in mails: https://console.fleetdeck.example');
    const link = await mailedLink(server, demo.manager, POISON);
    expect(link.startsWith('https://console.fleetdeck.example/auth/reset-password?token=')).toBe(true);
    expect(link).not.toContain('evil');
  });

  it('refuses to start with a PUBLIC_URL that is not an http(s) URL', async () => {
    await expect(startTestServer({ smtp: false, env: { PUBLIC_URL: 'javascript:alert(1)' } })).rejects.toThrow(/PUBLIC_URL must be/);
  });
});
