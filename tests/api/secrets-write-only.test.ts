import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

// Issue 13 item 7: secrets are write-only. A reader learns only whether one is set; no list,
// detail, include, write answer or audit entry ever carries the value.

let server: TestServer;
const tokens = { system: '', orgAdmin: '', operator: '', otherAdmin: '' };
let aozora = 0;
let hinode = 0;
const CHAT_PASSWORD = 'chat-Pw-5ecret-0f-elgana';
const NEW_PASSWORD = 'rotated-Pw-5ecret-2';

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  const keys = Object.keys(tokens) as Array<keyof typeof tokens>;
  const signedIn = await Promise.all(keys.map((key) => server.login(demo[key])));
  keys.forEach((key, index) => (tokens[key] = signedIn[index] ?? ''));
  const one = (sql: string) => (server.sql.get(sql) as { id: number }).id;
  aozora = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  hinode = one("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
});
afterAll(async () => {
  await server?.stop();
});

type Target = { id: number; type: number; passwordSet: boolean; [key: string]: unknown };
const chat = { type: 6, level: 9, buildingId: null, room: 'ops-room', chatBotLoginId: 'fleet-bot', spaceId: 'space-1' };
const storedPasswords = () => (server.sql.all('SELECT password FROM notification_targets WHERE organization_id = ? ORDER BY id', aozora) as Array<{ password: string | null }>).map((r) => r.password);
const detail = (token: string) => server.api<{ notificationTargets: Target[] }>('GET', `/api/organizations/${aozora}`, undefined, token);

describe('notification target chat-service password', () => {
  it('is stored, but answered only as set in the write answer', async () => {
    const res = await server.api<{ notificationTargets: Target[] }>('PATCH', `/api/organizations/${aozora}`, {
      notificationTargets: [{ type: 0, level: 5, buildingId: null, address: 'desk@aozora.example' }, { ...chat, password: CHAT_PASSWORD }],
    }, tokens.orgAdmin);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(CHAT_PASSWORD);
    expect(res.body.notificationTargets.map((t) => t.passwordSet)).toEqual([false, true]);
    expect(res.body.notificationTargets[1]).not.toHaveProperty('password');
    expect(storedPasswords()).toEqual([null, CHAT_PASSWORD]);
  });

  it('never reaches a general operator, an admin or a system admin reading the organization, in detail or list', async () => {
    for (const token of [tokens.operator, tokens.orgAdmin, tokens.system]) {
      const one = await detail(token);
      expect(one.status).toBe(200);
      expect(JSON.stringify(one.body)).not.toContain(CHAT_PASSWORD);
      if (token === tokens.operator) {
        // A general operator is not answered the targets at all (admin screens only, §2).
        expect(one.body).not.toHaveProperty('notificationTargets');
      } else {
        expect(one.body.notificationTargets[1]).toMatchObject({ ...chat, passwordSet: true });
        expect(one.body.notificationTargets[1]).not.toHaveProperty('password');
      }
      for (const filter of [{}, { include: ['notificationTargets'] }, { fields: ['id', 'name'], where: { id: aozora } }]) {
        const list = await server.api('GET', `/api/organizations?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, token);
        expect(JSON.stringify(list.body)).not.toContain(CHAT_PASSWORD);
      }
    }
  });

  it('never reaches the audit log', async () => {
    const rows = server.sql.all('SELECT * FROM audit_logs');
    expect(JSON.stringify(rows)).toContain('organizations');
    expect(JSON.stringify(rows)).not.toContain(CHAT_PASSWORD);
    const answered = await server.api('GET', `/api/my/audit-logs?filter=${encodeURIComponent(JSON.stringify({ limit: 200 }))}`, undefined, tokens.system);
    expect(answered.status).toBe(200);
    expect(JSON.stringify(answered.body)).not.toContain(CHAT_PASSWORD);
  });

  it('is kept when a stored target is sent back without it, and replaced when a new one is sent', async () => {
    const { body } = await detail(tokens.orgAdmin);
    const back = body.notificationTargets.map(({ passwordSet: _set, ...target }) => target);
    const kept = await server.api<{ notificationTargets: Target[] }>('PATCH', `/api/organizations/${aozora}`, { notificationTargets: [back[0], { ...back[1], room: 'moved-room' }] }, tokens.orgAdmin);
    expect(kept.status).toBe(200);
    expect(storedPasswords()).toEqual([null, CHAT_PASSWORD]);
    expect(kept.body.notificationTargets[1]).toMatchObject({ room: 'moved-room', passwordSet: true });
    const id = kept.body.notificationTargets[1]?.id;
    const emptyKeeps = await server.api('PATCH', `/api/organizations/${aozora}`, { notificationTargets: [{ ...chat, id, password: '' }] }, tokens.orgAdmin);
    expect(emptyKeeps.status).toBe(200);
    expect(storedPasswords()).toEqual([CHAT_PASSWORD]);
    const current = (await detail(tokens.orgAdmin)).body.notificationTargets[0]?.id;
    const rotated = await server.api('PATCH', `/api/organizations/${aozora}`, { notificationTargets: [{ ...chat, id: current, password: NEW_PASSWORD }] }, tokens.orgAdmin);
    expect(rotated.status).toBe(200);
    expect(JSON.stringify(rotated.body)).not.toContain(NEW_PASSWORD);
    expect(storedPasswords()).toEqual([NEW_PASSWORD]);
  });

  it('is required for a new chat target, and a target id of another organization keeps nothing', async () => {
    const missing = await server.api<ErrorBody>('PATCH', `/api/organizations/${aozora}`, { notificationTargets: [chat] }, tokens.orgAdmin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.map((d) => d.path)).toEqual(['notificationTargets.0.password']);
    const aozoraTarget = (await detail(tokens.orgAdmin)).body.notificationTargets[0]?.id;
    const borrowed = await server.api<ErrorBody>('PATCH', `/api/organizations/${hinode}`, { notificationTargets: [{ ...chat, id: aozoraTarget }] }, tokens.otherAdmin);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.details?.map((d) => d.path)).toEqual(['notificationTargets.0.password']);
  });

  it('is cleared by changing the target to a type without one', async () => {
    const current = (await detail(tokens.orgAdmin)).body.notificationTargets[0]?.id;
    const res = await server.api<{ notificationTargets: Target[] }>('PATCH', `/api/organizations/${aozora}`, {
      notificationTargets: [{ id: current, type: 0, level: 9, buildingId: null, address: 'chat-off@aozora.example' }],
    }, tokens.orgAdmin);
    expect(res.status).toBe(200);
    expect(res.body.notificationTargets[0]?.passwordSet).toBe(false);
    expect(storedPasswords()).toEqual([null]);
  });
});
