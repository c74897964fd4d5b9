// §5 rules the resource API tests left unproven: missing login fields, a digits-only reset password, the
// own password's length, the robot serial number's presence, the organization parent and the profile's
// e-mail rules (docs/rules-coverage.md). Only the reset changes a password, and of an account no other test here uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, resetTokenFrom, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { demoIds } from './gateway-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function paths(res: { body: unknown }): string[] {
  return ((res.body as ErrorBody).error?.details ?? []).map((d) => d.path);
}

describe('login body', () => {
  it('refuses a missing or blank e-mail and password, naming each field', async () => {
    const missing = await server.api('POST', '/api/operators/login', {});
    expect(missing.status).toBe(400);
    expect(paths(missing).sort()).toEqual(['loginId', 'loginPw']);
    const blank = await server.api('POST', '/api/operators/login', { loginId: '', loginPw: '' });
    expect(blank.status).toBe(400);
    // A blank e-mail breaks both its length and its format, each reported against the field.
    expect([...new Set(paths(blank))].sort()).toEqual(['loginId', 'loginPw']);
  });
});

describe('reset password', () => {
  it('refuses a password of digits only and keeps the link usable', async () => {
    const since = Date.now();
    expect((await server.api('POST', '/api/operators/reset-password-request', { loginId: demo.otherAdmin })).status).toBe(204);
    const token = resetTokenFrom(await server.smtp!.waitFor(demo.otherAdmin, { since }));
    const digits = await server.api('POST', '/api/operators/reset-password', { token, password: '1234567890', passwordConfirm: '1234567890' });
    expect(digits.status).toBe(400);
    expect(paths(digits)).toEqual(['password']);
    const blankConfirm = await server.api('POST', '/api/operators/reset-password', { token, password: 'abcd12345', passwordConfirm: '' });
    expect(blankConfirm.status).toBe(400);
    expect(paths(blankConfirm)).toEqual(['passwordConfirm']);
    expect((await server.api('POST', '/api/operators/reset-password', { token, password: 'abcd12345', passwordConfirm: 'abcd12345' })).status).toBe(204);
  });
});

describe('own password change', () => {
  it('refuses a new password shorter than 10 or longer than 32 and keeps the old one', async () => {
    const token = await server.login(demo.operator);
    for (const newPassword of ['Ab1-short', `Aa1-${'x'.repeat(29)}`]) {
      const res = await server.api('POST', '/api/my/password', { currentPassword: DEMO_PASSWORD, newPassword }, token);
      expect(res.status, newPassword).toBe(400);
      expect(paths(res)).toEqual(['newPassword']);
    }
    await expect(server.login(demo.operator)).resolves.toEqual(expect.any(String));
  });
});

describe('robot serial number', () => {
  it('is required, not blank, at most 24 and stores nothing when refused', async () => {
    const admin = await server.login(demo.orgAdmin);
    const ids = demoIds(server);
    const base = { name: 'Serial Rule Robot', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor };
    const count = () => (server.sql.get("SELECT count(*) AS n FROM robots WHERE name = 'Serial Rule Robot'") as { n: number }).n;
    for (const body of [base, { ...base, serialNo: '' }, { ...base, serialNo: 'S'.repeat(25) }]) {
      const res = await server.api('POST', '/api/robots', body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(paths(res)).toContain('serialNo');
    }
    expect(count()).toBe(0);
    expect((await server.api('POST', '/api/robots', { ...base, serialNo: 'S'.repeat(24) }, admin)).status).toBe(201);
    expect(count()).toBe(1);
  });
});

describe('organization parent', () => {
  it('must be chosen by an organization administrator; a system administrator may leave it empty', async () => {
    const idOf = (name: string) => (server.sql.get('SELECT id FROM organizations WHERE name = ?', name) as { id: number }).id;
    const east = idOf('Aozora Facilities East');
    const orgAdmin = await server.login(demo.orgAdmin);
    const cleared = await server.api<ErrorBody>('PATCH', `/api/organizations/${east}`, { parentId: null }, orgAdmin);
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details).toEqual([expect.objectContaining({ path: 'parentId', code: 'required' })]);
    expect((server.sql.get('SELECT parent_id FROM organizations WHERE id = ?', east) as { parent_id: number }).parent_id).toBe(idOf('Aozora Facilities'));
    const system = await server.login(demo.system);
    const top = await server.api<{ parentId: number | null }>('POST', '/api/organizations', { name: 'Rules Top Org', type: 0, parentId: null }, system);
    expect(top.status).toBe(201);
    expect(top.body.parentId).toBeNull();
  });
});

describe('profile e-mail', () => {
  it('requires the e-mail and a valid code-step e-mail when codes go by e-mail', async () => {
    const token = await server.login(demo.manager);
    const blankEmail = await server.api('PATCH', '/api/my/profile', { email: '' }, token);
    expect(blankEmail.status).toBe(400);
    expect(paths(blankEmail)).toContain('email');
    const blankCodeMail = await server.api('PATCH', '/api/my/profile', { authMode: 'email', authEmail: '' }, token);
    expect(blankCodeMail.status).toBe(400);
    expect(paths(blankCodeMail)).toContain('authEmail');
    const badCodeMail = await server.api('PATCH', '/api/my/profile', { authMode: 'email', authEmail: 'codes at example' }, token);
    expect(badCodeMail.status).toBe(400);
    expect(paths(badCodeMail)).toContain('authEmail');
    const unchanged = await server.api<{ authMode: string }>('GET', '/api/my/profile', undefined, token);
    expect(unchanged.body.authMode).toBe('none');
    const ok = await server.api<{ authMode: string; authEmail: string }>('PATCH', '/api/my/profile', { authMode: 'email', authEmail: 'codes@fleetdeck.example' }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ authMode: 'email', authEmail: 'codes@fleetdeck.example' });
  });
});
