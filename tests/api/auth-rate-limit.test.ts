// Issue 13 item 6: nothing limited sign-in traffic (899 bad logins in 35 s from 30 clients made the
// sign-in page take 24.8 s). Login, the code step and the reset request are now limited per client
// address and for everyone together, answering 429 TOO_MANY_REQUESTS with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

const PER_CLIENT = 30; // the default (packages/server/src/config.ts DEFAULT_AUTH_RATE_LIMIT)

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(demo.orgAdmin); // one login of this address's minute
});
afterAll(async () => {
  await server?.stop();
});

type Call = (i: number, headers?: Record<string, string>) => Promise<{ status: number; headers: Headers; body: ErrorBody }>;

// Distinct unknown login ids, so the per-account lock never answers before the rate limit does.
const login: Call = (i, headers) => server.api<ErrorBody>('POST', '/api/operators/login', { loginId: `flood-${i}@nowhere.example`, loginPw: 'Wrong-password-1' }, undefined, headers);
const assertCode: Call = (_i, headers) => server.api<ErrorBody>('POST', '/api/operators/assertAuthCode', { authDigits: '123456' }, undefined, headers);
const resetRequest: Call = (i, headers) => server.api<ErrorBody>('POST', '/api/operators/reset-password-request', { loginId: `flood-${i}@nowhere.example` }, undefined, headers);

function expectTooMany(res: { status: number; headers: Headers; body: ErrorBody }): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatchObject({ statusCode: 429, name: 'TooManyRequestsError', code: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.body.error.message).toBe(`Too many sign-in requests. Please try again in ${retryAfter} seconds.`);
}

describe('sign-in rate limits per client', () => {
  it.each([
    ['login', login, 1],
    ['code step', assertCode, 0],
    ['reset request', resetRequest, 0],
  ] as const)('answers the %s 429 with Retry-After after 30 requests a minute from one address', async (_name, call, used) => {
    for (let i = used; i < PER_CLIENT; i++) expect((await call(i)).status).not.toBe(429);
    expectTooMany(await call(PER_CLIENT));
  });

  it('keeps every other route answering while sign-in is limited', async () => {
    expect((await login(0)).status).toBe(429);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    expect((await server.api('GET', '/api/terms')).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe('sign-in rate limit for everyone together', () => {
  it('answers 429 to a new address once all addresses together used the global limit', async () => {
    const limited = await startTestServer({ args: ['--trust-proxy'], env: { FLEETDECK_AUTH_RATE_GLOBAL: '5' } });
    try {
      const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
      for (let i = 0; i < 5; i++) {
        const res = await limited.api('POST', '/api/operators/login', { loginId: demo.operator, loginPw: 'Wrong-password-1' }, undefined, from(i));
        expect(res.status).not.toBe(429);
      }
      const res = await limited.api<ErrorBody>('POST', '/api/operators/login', { loginId: demo.manager, loginPw: 'Wrong-password-1' }, undefined, from(99));
      expectTooMany(res);
    } finally {
      await limited.stop();
    }
  });

  it('counts each client address on its own behind --trust-proxy', async () => {
    const proxied = await startTestServer({ args: ['--trust-proxy'], env: { FLEETDECK_AUTH_RATE_PER_CLIENT: '2' } });
    try {
      const call = (ip: string) => proxied.api('POST', '/api/operators/reset-password-request', { loginId: 'nobody@nowhere.example' }, undefined, { 'x-forwarded-for': ip });
      expect((await call('203.0.113.1')).status).toBe(204);
      expect((await call('203.0.113.1')).status).toBe(204);
      expect((await call('203.0.113.1')).status).toBe(429);
      expect((await call('203.0.113.2')).status).toBe(204);
    } finally {
      await proxied.stop();
    }
  });
});
