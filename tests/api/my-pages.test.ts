// My pages' API (issue 5): trusted devices, messages, versions and the audit-log count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) ${name}` });

describe('trusted devices', () => {
  it('lists the caller’s signed-in browsers with user agent, address and last use, and marks the current one', async () => {
    const laptop = await server.login(demo.manager);
    const phone = await server.login(demo.manager);
    const stranger = await server.login(demo.orgAdmin);
    await server.api('GET', '/api/my/session', undefined, phone, browser('Phone/1'));
    const list = await server.api<Row[]>('GET', '/api/my/devices', undefined, laptop, browser('Laptop/1'));
    expect(list.status).toBe(200);
    const current = list.body.find((d) => d.current === true);
    const other = list.body.find((d) => String(d.userAgent).includes('Phone/1'));
    expect(current).toMatchObject({ userAgent: expect.stringContaining('Laptop/1'), ip: '127.0.0.1', lastUsedAt: expect.any(String) });
    expect(other).toMatchObject({ current: false, lastUsedAt: expect.any(String) });
    const strangerDevices = await server.api<Row[]>('GET', '/api/my/devices', undefined, stranger);
    expect(strangerDevices.body.map((d) => d.id)).not.toContain(other?.id);
  });

  it('revoking a device signs that browser out; another user’s device answers 404', async () => {
    const kept = await server.login(demo.operator);
    const lost = await server.login(demo.operator);
    await server.api('GET', '/api/my/session', undefined, lost, browser('Lost/1'));
    const devices = await server.api<Row[]>('GET', '/api/my/devices', undefined, kept);
    const target = devices.body.find((d) => String(d.userAgent).includes('Lost/1'));
    expect(target).toBeDefined();
    const other = await server.login(demo.orgAdmin);
    expect((await server.api('DELETE', `/api/my/devices/${target?.id}`, undefined, other)).status).toBe(404);
    expect((await server.api('GET', '/api/my/session', undefined, lost)).status).toBe(200);
    expect((await server.api('DELETE', `/api/my/devices/${target?.id}`, undefined, kept)).status).toBe(204);
    expect((await server.api('GET', '/api/my/session', undefined, lost)).status).toBe(401);
    expect((await server.api('GET', '/api/my/session', undefined, kept)).status).toBe(200);
    expect((await server.api<Row[]>('GET', '/api/my/devices', undefined, kept)).body.map((d) => d.id)).not.toContain(target?.id);
    expect((await server.api('DELETE', `/api/my/devices/${target?.id}`, undefined, kept)).status).toBe(404);
  });
});

describe('messages', () => {
  it('pages the caller’s own messages newest first with total and unread counts', async () => {
    const token = await server.login(demo.orgAdmin);
    const page1 = await server.api<{ items: Row[]; total: number; unread: number; page: number }>('GET', '/api/my/messages?page=1&pageSize=2', undefined, token);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 5, unread: 3, page: 1 });
    expect(page1.body.items).toHaveLength(2);
    const page3 = await server.api<{ items: Row[] }>('GET', '/api/my/messages?page=3&pageSize=2', undefined, token);
    expect(page3.body.items).toHaveLength(1);
    const times = [...page1.body.items, ...page3.body.items].map((m) => String(m.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    expect((await server.api('GET', '/api/my/messages?pageSize=500', undefined, token)).status).toBe(400);
  });

  it('marks one message read, then all; another user’s message answers 404', async () => {
    const token = await server.login(demo.system);
    const before = await server.api<{ items: Row[]; unread: number }>('GET', '/api/my/messages?unreadOnly=true', undefined, token);
    const first = before.body.items[0];
    expect(first?.readAt).toBeNull();
    const read = await server.api<Row>('POST', `/api/my/messages/${first?.id}/read`, {}, token);
    expect(read.body.readAt).toEqual(expect.any(String));
    const after = await server.api<{ unread: number }>('GET', '/api/my/messages', undefined, token);
    expect(after.body.unread).toBe(before.body.unread - 1);
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('POST', `/api/my/messages/${before.body.items[1]?.id}/read`, {}, other)).status).toBe(404);
    const all = await server.api<{ updated: number }>('POST', '/api/my/messages/read-all', {}, token);
    expect(all.body.updated).toBe(before.body.unread - 1);
    expect((await server.api<{ unread: number }>('GET', '/api/my/messages', undefined, token)).body.unread).toBe(0);
  });

  it('is for every operator since issue 15, each reading only their own (§2 listed administrators)', async () => {
    const token = await server.login(demo.operator);
    const own = await server.api<{ items: Row[]; total: number; unread: number }>('GET', '/api/my/messages', undefined, token);
    expect(own.status).toBe(200);
    // The seed writes messages to administrators only: none of theirs reaches a general operator.
    expect(own.body).toMatchObject({ items: [], total: 0, unread: 0 });
    const admin = await server.login(demo.orgAdmin);
    const adminMessage = (await server.api<{ items: Row[] }>('GET', '/api/my/messages', undefined, admin)).body.items[0];
    expect((await server.api('POST', `/api/my/messages/${adminMessage?.id}/read`, {}, token)).status).toBe(404);
    expect((await server.api<{ updated: number }>('POST', '/api/my/messages/read-all', {}, token)).body).toEqual({ updated: 0 });
  });
});

describe('versions and audit log', () => {
  it('shows every signed-in user the versions that are not private, newest first', async () => {
    const token = await server.login(demo.operator);
    const versions = await server.api<Row[]>('GET', '/api/my/versions', undefined, token);
    expect(versions.status).toBe(200);
    const names = versions.body.map((v) => v.version);
    expect(names).toEqual(['2.15.0-alpha.2', '2.14.0-beta.1', '2.13.0', '2.12.0']);
    expect(names).not.toContain('2.15.0-dev');
    expect((await server.api('GET', '/api/my/versions')).status).toBe(401);
  });

  it('counts audit-log rows for the same where the list takes, for system administrators only', async () => {
    const token = await server.login(demo.system);
    const where = { action: 'login' };
    const list = await server.api<Row[]>('GET', `/api/my/audit-logs?filter=${encodeURIComponent(JSON.stringify({ where, limit: 1000 }))}`, undefined, token);
    const count = await server.api<{ count: number }>('GET', `/api/my/audit-logs/count?where=${encodeURIComponent(JSON.stringify(where))}`, undefined, token);
    expect(count.body.count).toBeGreaterThan(0);
    expect(count.body.count).toBe(list.body.length);
    const bad = await server.api<ErrorBody>('GET', `/api/my/audit-logs/count?where=${encodeURIComponent(JSON.stringify({ password: 'x' }))}`, undefined, token);
    expect(bad.body.error.code).toBe('FILTER_INVALID');
    expect((await server.api('GET', '/api/my/audit-logs/count', undefined, await server.login(demo.orgAdmin))).status).toBe(403);
  });
});
