import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;
let orgAdmin: string;
let manager: string;
let aozoraId: number;
let towerId: number;
let warehouseId: number;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [system, orgAdmin, manager] = await Promise.all([server.login(demo.system), server.login(demo.orgAdmin), server.login(demo.manager)]);
  const db = server.sql;
  aozoraId = (db.get("SELECT id FROM organizations WHERE name = 'Aozora Facilities'") as { id: number }).id;
  towerId = (db.get("SELECT id FROM buildings WHERE name = 'Aozora Tower'") as { id: number }).id;
  warehouseId = (db.get("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'") as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
});

let serial = 0;
function newOperator(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { loginId: `new${serial}@aozora.example`, lastName: 'Mori', firstName: 'Kai', type: 0, organizationId: aozoraId, buildingId: towerId, password: 'Blue-Harbor-42', ...overrides };
}

async function expectFieldError(res: { status: number; body: ErrorBody }, path: string, status = 400) {
  expect(res.status).toBe(status);
  expect(res.body.error.details?.map((d) => d.path)).toContain(path);
}

describe('operator §5 rules', () => {
  it('creates an operator who can sign in with the new password; never answers a hash', async () => {
    const body = newOperator({ restrictEditFlow: true, passwordChangeRequired: true });
    const res = await server.api<Record<string, unknown>>('POST', '/api/operators', body, orgAdmin);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ loginId: body.loginId, type: 0, restrictEditFlow: true, passwordChangeRequired: true, buildingId: towerId });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|scrypt|Blue-Harbor/);
    const login = await server.api<{ token?: string }>('POST', '/api/operators/login', { loginId: body.loginId, loginPw: body.password });
    expect(login.status).toBe(200);
    const list = await server.api<unknown[]>('GET', `/api/operators?filter=${encodeURIComponent(JSON.stringify({ where: { loginId: body.loginId } }))}`, undefined, orgAdmin);
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|passwordHash|password_hash|"password"/);
  });

  it('requires names of at most 20 characters', async () => {
    for (const field of ['lastName', 'firstName']) {
      await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ [field]: '' }), orgAdmin), field);
      await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ [field]: 'n'.repeat(21) }), orgAdmin), field);
    }
    expect((await server.api('POST', '/api/operators', newOperator({ lastName: 'n'.repeat(20) }), orgAdmin)).status).toBe(201);
  });

  it('requires the login id as a unique e-mail address', async () => {
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ loginId: 'not-an-email' }), orgAdmin), 'loginId');
    const { loginId: _drop, ...withoutLogin } = newOperator();
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', withoutLogin, orgAdmin), 'loginId');
    const taken = await server.api<ErrorBody>('POST', '/api/operators', newOperator({ loginId: 'OPERATOR@fleetdeck.example' }), orgAdmin);
    // A taken login id is a conflict with stored data (validation-gaps.test.ts races ten of them).
    await expectFieldError(taken, 'loginId', 409);
    expect(taken.body.error.details?.[0]?.code).toBe('unique');
  });

  it('applies the password rule: 10 to 32, 3 of 4 classes, not containing the login id', async () => {
    // Length is already a schema rule (minLength/maxLength); the rest are the named password check.
    const cases: Array<[string, string[]]> = [
      ['Ab1-short', ['minLength', 'passwordLength']],
      [`Aa1-${'x'.repeat(29)}`, ['maxLength', 'passwordLength']],
      ['alllowercase-only', ['passwordClasses']],
      ['UPPERlowerONLY', ['passwordClasses']],
      ['Zenkaku-Ｐass1', ['passwordHalfWidth']],
    ];
    for (const [password, codes] of cases) {
      const res = await server.api<ErrorBody>('POST', '/api/operators', newOperator({ password }), orgAdmin);
      await expectFieldError(res, 'password');
      expect(res.body.error.details?.some((d) => codes.includes(d.code))).toBe(true);
    }
    const containing = await server.api<ErrorBody>('POST', '/api/operators', newOperator({ loginId: 'kaito@aozora.example', password: 'Kaito@aozora.example1' }), orgAdmin);
    await expectFieldError(containing, 'password');
    expect(containing.body.error.details?.map((d) => d.code)).toContain('passwordContainsLoginId');
    const { password: _drop, ...withoutPassword } = newOperator();
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', withoutPassword, orgAdmin), 'password');
  });

  it('requires organization and building, the building in that organization', async () => {
    const { organizationId: _o, ...noOrg } = newOperator();
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', noOrg, orgAdmin), 'organizationId');
    const { buildingId: _b, ...noBuilding } = newOperator();
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', noBuilding, orgAdmin), 'buildingId');
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ buildingId: warehouseId }), system), 'buildingId');
  });

  it('changes the password on update with the same rule and hashes it', async () => {
    const created = await server.api<{ id: number; loginId: string }>('POST', '/api/operators', newOperator(), orgAdmin);
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/operators/${created.body.id}`, { password: 'weakpassword' }, orgAdmin), 'password');
    expect((await server.api('PATCH', `/api/operators/${created.body.id}`, { password: 'Green-Valley-77' }, orgAdmin)).status).toBe(200);
    const row = server.sql.get('SELECT password_hash FROM operators WHERE id = ?', created.body.id) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await server.api('POST', '/api/operators/login', { loginId: created.body.loginId, loginPw: 'Green-Valley-77' })).status).toBe(200);
  });
});

describe('operator role rules (§6)', () => {
  it('offers non-system admins general (0) and administrator (2) only', async () => {
    for (const type of [1, 9]) await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ type }), orgAdmin), 'type');
    expect((await server.api('POST', '/api/operators', newOperator({ type: 2 }), orgAdmin)).status).toBe(201);
    expect((await server.api('POST', '/api/operators', newOperator({ type: 9, organizationId: aozoraId }), system)).status).toBe(201);
  });

  it('never lets a caller raise an account above their own type', async () => {
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ type: 2 }), manager), 'type');
    expect((await server.api('POST', '/api/operators', newOperator({ type: 0 }), manager)).status).toBe(201);
    const orgAdminId = (server.sql.get('SELECT id FROM operators WHERE login_id = ?', demo.orgAdmin) as { id: number }).id;
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/operators/${orgAdminId}`, { firstName: 'X' }, manager), 'type', 403);
  });

  it('allows restrictEditFlow only for general operators', async () => {
    await expectFieldError(await server.api<ErrorBody>('POST', '/api/operators', newOperator({ type: 2, restrictEditFlow: true }), orgAdmin), 'restrictEditFlow');
    const general = await server.api<{ id: number }>('POST', '/api/operators', newOperator({ restrictEditFlow: true }), orgAdmin);
    const promoted = await server.api<{ restrictEditFlow: boolean; type: number }>('PATCH', `/api/operators/${general.body.id}`, { type: 2 }, orgAdmin);
    expect(promoted.body).toMatchObject({ type: 2, restrictEditFlow: false });
  });

  it('refuses deleting or re-typing oneself', async () => {
    const self = (server.sql.get('SELECT id FROM operators WHERE login_id = ?', demo.orgAdmin) as { id: number }).id;
    expect((await server.api('DELETE', `/api/operators/${self}`, undefined, orgAdmin)).status).toBe(403);
    expect((await server.api('PATCH', `/api/operators/${self}`, { type: 0 }, orgAdmin)).status).toBe(403);
  });

  it('keeps general operators out of the operator screens', async () => {
    const token = await server.login(demo.operator);
    expect((await server.api('GET', '/api/operators', undefined, token)).status).toBe(403);
    expect((await server.api('POST', '/api/operators', newOperator(), token)).status).toBe(403);
  });
});
