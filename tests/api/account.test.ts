import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('session and forced password change', () => {
  it('GET /api/my/session answers the session without a token', async () => {
    const token = await server.login(demo.orgAdmin);
    const res = await server.api<Record<string, unknown>>('GET', '/api/my/session', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect(res.body).toMatchObject({ type: 2, firstName: 'Hana', lastName: 'Sato', passwordChangeRequired: false });
    expect(res.body.lastLoginAt).toEqual(expect.any(String));
  });

  it('flags passwordChangeRequired and clears it after POST /api/my/password', async () => {
    const login = await server.api<Record<string, unknown>>('POST', '/api/operators/login', { loginId: demo.chpwd, loginPw: DEMO_PASSWORD });
    expect(login.body.passwordChangeRequired).toBe(true);
    const token = String(login.body.token);

    const weak = await server.api<ErrorBody>('POST', '/api/my/password', { currentPassword: DEMO_PASSWORD, newPassword: 'abcdefghij' }, token);
    expect(weak.status).toBe(400);
    expect(weak.body.error.details).toEqual([expect.objectContaining({ path: 'newPassword', code: 'passwordClasses' })]);

    const withId = await server.api<ErrorBody>('POST', '/api/my/password', { currentPassword: DEMO_PASSWORD, newPassword: 'Chpwd-Secret-9' }, token);
    expect(withId.body.error.details?.map((d) => d.code)).toContain('passwordContainsLoginId');

    const wrongCurrent = await server.api<ErrorBody>('POST', '/api/my/password', { currentPassword: 'Not-it-123', newPassword: 'New-Secret-2026' }, token);
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error.details?.[0]?.path).toBe('currentPassword');

    const ok = await server.api('POST', '/api/my/password', { currentPassword: DEMO_PASSWORD, newPassword: 'New-Secret-2026' }, token);
    expect(ok.status).toBe(204);
    const session = await server.api<Record<string, unknown>>('GET', '/api/my/session', undefined, token);
    expect(session.body.passwordChangeRequired).toBe(false);
    expect((await server.api('POST', '/api/operators/login', { loginId: demo.chpwd, loginPw: DEMO_PASSWORD })).status).toBe(401);
    await expect(server.login(demo.chpwd, 'New-Secret-2026')).resolves.toEqual(expect.any(String));
  });
});

describe('profile', () => {
  it('reads and updates the profile with the §5 rules', async () => {
    const token = await server.login(demo.manager);
    const read = await server.api<Record<string, unknown>>('GET', '/api/my/profile', undefined, token);
    expect(read.body).toMatchObject({ loginId: demo.manager, firstName: 'Ken', lastName: 'Suzuki', email: demo.manager });

    const tooLong = await server.api<ErrorBody>('PATCH', '/api/my/profile', { firstName: 'x'.repeat(21), email: 'nope', phone: 'call me' }, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details?.map((d) => d.path).sort()).toEqual(['email', 'firstName', 'phone']);

    const blank = await server.api<ErrorBody>('PATCH', '/api/my/profile', { lastName: '' }, token);
    expect(blank.body.error.details?.[0]).toMatchObject({ path: 'lastName', code: 'minLength' });

    const ok = await server.api<Record<string, unknown>>('PATCH', '/api/my/profile', { firstName: 'Kenji', phone: '+81 90-1234-5678', locale: 'ja' }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Kenji', phone: '+81 90-1234-5678', locale: 'ja' });
    const again = await server.api<Record<string, unknown>>('GET', '/api/my/profile', undefined, token);
    expect(again.body.firstName).toBe('Kenji');
  });
});

describe('terms', () => {
  it('lists current terms in both languages', async () => {
    const res = await server.api<Record<string, { id: number; type: string; title: { ja: string; en: string }; body: { ja: string; en: string } }>>('GET', '/api/terms');
    expect(res.status).toBe(200);
    for (const type of ['TOS', 'PP', 'MC']) {
      expect(res.body[type]?.type).toBe(type);
      expect(res.body[type]?.title.ja.length).toBeGreaterThan(0);
      expect(res.body[type]?.body.en.length).toBeGreaterThan(2000);
    }
  });

  it('shows TOS and PP outstanding until agreed', async () => {
    const token = await server.login(demo.terms);
    const check = await server.api<Record<string, { id: number } | null>>('GET', '/api/my/term-agreements/check', undefined, token);
    expect(check.body.TOS).toMatchObject({ type: 'TOS', version: '1.0' });
    expect(check.body.PP).toMatchObject({ type: 'PP' });
    expect(check.body.MC).toBeNull();
    const ids = [check.body.TOS!.id, check.body.PP!.id];
    expect((await server.api('POST', '/api/my/term-agreements', { termIds: ids }, token)).status).toBe(204);
    const after = await server.api('GET', '/api/my/term-agreements/check', undefined, token);
    expect(after.body).toEqual({ TOS: null, PP: null, MC: null });
  });

  it('holds MC outstanding only for a maintenance-company owner', async () => {
    const owner = await server.login(demo.mcOwner);
    const ownerCheck = await server.api<Record<string, { id: number } | null>>('GET', '/api/my/term-agreements/check', undefined, owner);
    expect(ownerCheck.body).toMatchObject({ TOS: null, PP: null, MC: { type: 'MC' } });
    const operator = await server.login(demo.operator);
    expect((await server.api('GET', '/api/my/term-agreements/check', undefined, operator)).body).toEqual({ TOS: null, PP: null, MC: null });
    expect((await server.api('POST', '/api/my/term-agreements', { termIds: [ownerCheck.body.MC!.id] }, owner)).status).toBe(204);
    expect((await server.api('GET', '/api/my/term-agreements/check', undefined, owner)).body).toEqual({ TOS: null, PP: null, MC: null });
  });

  it('refuses agreeing to ids that are not current terms', async () => {
    const token = await server.login(demo.operator);
    const res = await server.api<ErrorBody>('POST', '/api/my/term-agreements', { termIds: [9999] }, token);
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]?.path).toBe('termIds.0');
  });
});

describe('contract and keys', () => {
  it('answers the contract fields with the maintenance company', async () => {
    const owner = await server.login(demo.mcOwner);
    const res = await server.api<Record<string, unknown>>('GET', '/api/my/contract', undefined, owner);
    expect(res.body).toMatchObject({ isArchive: true, isLilz: true, contractEndAt: expect.any(String), maintenanceCompany: { name: 'Kirameki Maintenance', isOwner: true } });
    const operator = await server.login(demo.operator);
    const other = await server.api<{ maintenanceCompany: { isOwner: boolean } }>('GET', '/api/my/contract', undefined, operator);
    expect(other.body.maintenanceCompany.isOwner).toBe(false);
  });

  it('answers the SkyWay key to signed-in users only', async () => {
    const token = await server.login(demo.operator);
    const res = await server.api<{ key: string }>('GET', '/api/keys/skyway', undefined, token);
    expect(res.body.key).toMatch(/^demo-skyway-[0-9a-f]+$/);
    expect((await server.api('GET', '/api/keys/skyway')).status).toBe(401);
  });
});

describe('contract ended and payment incomplete', () => {
  it('answers 499 and 498 at login', async () => {
    const ended = await server.api<ErrorBody>('POST', '/api/operators/login', { loginId: demo.ended, loginPw: DEMO_PASSWORD });
    expect(ended.status).toBe(499);
    expect(ended.body.error.code).toBe('CONTRACT_ENDED');
    const unpaid = await server.api<ErrorBody>('POST', '/api/operators/login', { loginId: demo.unpaid, loginPw: DEMO_PASSWORD });
    expect(unpaid.status).toBe(498);
    expect(unpaid.body.error.code).toBe('PAYMENT_INCOMPLETE');
  });

  it('answers 499 / 498 on every authenticated call once the contract changes', async () => {
    const token = await server.login(demo.otherAdmin);
    expect((await server.api('GET', '/api/my/profile', undefined, token)).status).toBe(200);
    const org = server.sql.get('SELECT organization_id AS id FROM operators WHERE login_id = ?', demo.otherAdmin) as { id: number };
    server.sql.run("UPDATE contracts SET payment_status = 'incomplete' WHERE organization_id = ?", org.id);
    for (const path of ['/api/my/session', '/api/my/profile', '/api/my/contract', '/api/keys/skyway']) {
      expect((await server.api('GET', path, undefined, token)).status).toBe(498);
    }
    server.sql.run("UPDATE contracts SET payment_status = 'paid', contract_end_at = ? WHERE organization_id = ?", new Date(Date.now() - 1000).toISOString(), org.id);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(499);
    expect((await server.api('POST', '/api/my/term-agreements', { termIds: [1] }, token)).status).toBe(499);
    server.sql.run("UPDATE contracts SET contract_end_at = '2030-03-31T14:59:59.000Z' WHERE organization_id = ?", org.id);
    expect((await server.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
  });
});
