import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
let aozora = 0;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  aozora = (server.sql.get("SELECT id FROM organizations WHERE name = 'Aozora Facilities'") as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
});

const condition = { bound: 'max', comparator: 'gt', value: 42.5 };
const valid = () => ({ name: 'Server room hot', organizationId: aozora, conditions: [condition] });
const post = (body: unknown, token = admin) => server.api<ErrorBody>('POST', '/api/threshold-rules', body, token);

async function expectFieldError(res: { status: number; body: ErrorBody }, path: string, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const detail = res.body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(res.body)).toBeDefined();
  if (code) expect(detail?.code).toBe(code);
}

describe('threshold rules', () => {
  it('creates with level and status, answers the conditions back, changes and deletes', async () => {
    const created = await server.api<Record<string, unknown>>('POST', '/api/threshold-rules', { ...valid(), description: 'Above 42.5 °C', level: 9, status: 0 }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Server room hot', description: 'Above 42.5 °C', level: 9, status: 0, conditions: [condition] });
    const id = created.body.id as number;
    const conditions = [condition, { bound: 'min', comparator: 'lte', value: -1e9 }];
    expect((await server.api<Record<string, unknown>>('PATCH', `/api/threshold-rules/${id}`, { conditions }, admin)).body.conditions).toEqual(conditions);
    expect((await server.api('DELETE', `/api/threshold-rules/${id}`, undefined, admin)).status).toBe(204);
  });

  it('§5: name required and at most 64; description at most 256', async () => {
    await expectFieldError(await post({ ...valid(), name: '' }), 'name', 'minLength');
    await expectFieldError(await post({ ...valid(), name: 'n'.repeat(65) }), 'name', 'maxLength');
    await expectFieldError(await post({ ...valid(), description: 'd'.repeat(257) }), 'description', 'maxLength');
    expect((await post({ ...valid(), name: 'n'.repeat(64), description: 'd'.repeat(256) })).status).toBe(201);
  });

  it('§5: at least one condition', async () => {
    await expectFieldError(await post({ ...valid(), conditions: [] }), 'conditions', 'minItems');
    const { conditions: _omit, ...withoutConditions } = valid();
    await expectFieldError(await post(withoutConditions), 'conditions', 'required');
  });

  it('§5: each value entered, numeric, finite and within ±1e9; min or max and a comparator', async () => {
    await expectFieldError(await post({ ...valid(), conditions: [{ bound: 'max', comparator: 'gt' }] }), 'conditions.0.value', 'required');
    await expectFieldError(await post({ ...valid(), conditions: [{ ...condition, value: '12' }] }), 'conditions.0.value', 'type');
    await expectFieldError(await post({ ...valid(), conditions: [condition, { ...condition, value: 1e9 + 1 }] }), 'conditions.1.value', 'maximum');
    await expectFieldError(await post({ ...valid(), conditions: [{ ...condition, value: -1e10 }] }), 'conditions.0.value', 'minimum');
    // JSON has no Infinity: 1e999 parses to Infinity and must be refused, not stored.
    const res = await fetch(`${server.url}/api/threshold-rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: `{"name":"inf","organizationId":${aozora},"conditions":[{"bound":"max","comparator":"gt","value":1e999}]}`,
    });
    expect(res.status).toBe(400);
    await expectFieldError(await post({ ...valid(), conditions: [{ ...condition, bound: 'avg' }] }), 'conditions.0.bound');
    await expectFieldError(await post({ ...valid(), conditions: [{ ...condition, comparator: '~' }] }), 'conditions.0.comparator');
  });

  it('§9: only the notification levels 0, 5 and 9', async () => {
    await expectFieldError(await post({ ...valid(), level: 3 }), 'level');
  });

  it('refuses to delete a rule that a check item alerts with', async () => {
    const used = (server.sql.get("SELECT id FROM threshold_rules WHERE name = 'Boiler pressure high'") as { id: number }).id;
    const res = await server.api<ErrorBody>('DELETE', `/api/threshold-rules/${used}`, undefined, admin);
    expect(res.status).toBe(409);
    expect(res.body.error.details?.[0]?.code).toBe('inUse');
  });

  it('§6: a general operator reads but does not write; another company sees nothing', async () => {
    const list = await server.api<Array<{ name: string }>>('GET', '/api/threshold-rules', undefined, operator);
    expect(list.body.map((r) => r.name)).toContain('Water tank low');
    expect((await post(valid(), operator)).status).toBe(403);
    const other = await server.api<Array<{ name: string }>>('GET', '/api/threshold-rules', undefined, otherAdmin);
    expect(other.body.map((r) => r.name)).toEqual(['Freezer too warm']);
  });
});

describe('threshold log', () => {
  it('pages the seeded hits newest first, scoped by organization, and has no write routes', async () => {
    const count = await server.api<{ count: number }>('GET', '/api/threshold-logs/count', undefined, operator);
    expect(count.body.count).toBe(36);
    const filter = (skip: number) => encodeURIComponent(JSON.stringify({ order: 'occurredAt DESC', limit: 20, skip }));
    const first = await server.api<Array<{ occurredAt: string; ruleName: string }>>('GET', `/api/threshold-logs?filter=${filter(0)}`, undefined, operator);
    const second = await server.api<Array<{ occurredAt: string }>>('GET', `/api/threshold-logs?filter=${filter(20)}`, undefined, operator);
    expect(first.body).toHaveLength(20);
    expect(second.body).toHaveLength(16);
    const times = [...first.body, ...second.body].map((row) => row.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await server.api<{ count: number }>('GET', '/api/threshold-logs/count', undefined, otherAdmin)).body.count).toBe(4);
    const hinodeRow = (server.sql.get("SELECT id FROM threshold_logs WHERE rule_name = 'Freezer too warm'") as { id: number }).id;
    expect((await server.api('GET', `/api/threshold-logs/${hinodeRow}`, undefined, admin)).status).toBe(404);
    expect((await server.api('GET', `/api/threshold-logs/${hinodeRow}`, undefined, otherAdmin)).status).toBe(200);
    expect((await server.api('POST', '/api/threshold-logs', { value: 1 }, admin)).status).toBe(404);
    expect((await server.api('DELETE', `/api/threshold-logs/${hinodeRow}`, undefined, otherAdmin)).status).toBe(404);
  });
});
