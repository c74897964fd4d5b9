import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  token = await server.login(demo.manager);
});
afterAll(async () => {
  await server?.stop();
});

// Tables these routes could change; audit rows and login attempts are meant to grow.
function snapshot(): string {
  const db = server.sql;
  return JSON.stringify([
    db.all('SELECT id, login_id, first_name, last_name, email, phone, auth_mode, auth_email, locale, is_universal_design, password_hash, password_change_required FROM operators ORDER BY id'),
    db.all('SELECT operator_id, term_id FROM term_agreements ORDER BY id'),
    db.all('SELECT id, used_at FROM password_resets ORDER BY id'),
  ]);
}

// Bodies that break each route's schema in a way the schema must catch: wrong types, unknown
// fields, missing fields, out-of-range strings.
const junkValue = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
const invalidBodies: Record<string, fc.Arbitrary<unknown>> = {
  'POST /api/operators/login': fc.oneof(
    fc.record({ loginId: junkValue, loginPw: fc.string({ maxLength: 5 }) }),
    fc.record({ loginId: fc.string().filter((s) => !s.includes('@')), loginPw: fc.string({ minLength: 6 }) }),
    fc.record({ loginPw: fc.string({ minLength: 6 }) }),
  ),
  'POST /api/operators/assertAuthCode': fc.oneof(fc.record({ authDigits: fc.string().filter((s) => !/^[0-9]{6}$/.test(s)) }), fc.record({ authDigits: junkValue })),
  'POST /api/operators/reset-password-request': fc.oneof(fc.record({ loginId: junkValue }), fc.record({ loginId: fc.emailAddress(), locale: fc.string({ minLength: 3 }) })),
  'POST /api/operators/reset-password': fc.oneof(
    fc.record({ token: fc.string({ minLength: 1, maxLength: 20 }), password: fc.stringMatching(/^[a-z]{0,12}$/), passwordConfirm: fc.string({ minLength: 1 }) }),
    fc.record({ token: junkValue, password: junkValue, passwordConfirm: junkValue }),
  ),
  'POST /api/my/password': fc.oneof(
    fc.record({ currentPassword: junkValue, newPassword: fc.string() }),
    fc.record({ currentPassword: fc.string({ minLength: 1 }), newPassword: fc.string({ maxLength: 9 }) }),
  ),
  'PATCH /api/my/profile': fc.oneof(
    fc.record({ firstName: fc.string({ minLength: 21, maxLength: 60 }) }),
    fc.record({ lastName: fc.constant('') }),
    fc.record({ email: fc.string().filter((s) => !s.includes('@')) }),
    fc.record({ phone: fc.string({ minLength: 1 }).filter((s) => !/^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(s)) }),
    fc.record({ isUniversalDesign: fc.oneof(fc.string(), fc.integer({ min: 2 })) }),
    fc.record({ unknownField: junkValue }),
  ),
  'POST /api/my/term-agreements': fc.oneof(
    fc.record({ termIds: fc.array(fc.integer({ max: 0 }), { minLength: 1, maxLength: 3 }) }),
    fc.record({ termIds: fc.constant([]) }),
    fc.record({ termIds: junkValue }),
    fc.record({ termIds: fc.array(fc.integer({ min: 1000, max: 10_000 }), { minLength: 1, maxLength: 2 }) }),
  ),
};

describe('invalid bodies never yield a 5xx and change nothing', () => {
  for (const [route, bodies] of Object.entries(invalidBodies)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const before = snapshot();
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await server.api<ErrorBody>(method, path, body, token);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body.error.code).toEqual(expect.any(String));
          if (res.body.error.code === 'VALIDATION_FAILED') {
            expect(res.body.error.details?.length).toBeGreaterThan(0);
            expect(res.body.error.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 40 },
      );
      expect(snapshot()).toBe(before);
    });
  }

  it('answers malformed JSON and wrong content types with a 4xx error body', async () => {
    for (const [body, type] of [['{"loginId":', 'application/json'], ['loginId=x', 'application/x-www-form-urlencoded']] as const) {
      const res = await fetch(`${server.url}/api/operators/login`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const parsed = (await res.json()) as ErrorBody;
      expect(parsed.error.statusCode).toBe(res.status);
    }
  });
});
