import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let orgAdmin: string;
let manager: string;
let operator: string;
let towerId: number;
let tower1F: number;
let plazaFloor: number;
let plazaGroup: number;

type Flow = { id: number; name: string; sortOrder: number; enabled: boolean; organizationId: number; flowGroupId: number | null };

const idOf = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  orgAdmin = await server.login(demo.orgAdmin);
  manager = await server.login(demo.manager);
  operator = await server.login(demo.operator);
  towerId = idOf("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  tower1F = idOf("SELECT id FROM floors WHERE building_id = ? AND name = '1F'", towerId);
  plazaFloor = idOf("SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = 'Aozora East Plaza' AND f.name = '1F'");
  plazaGroup = idOf("SELECT g.id FROM flow_groups g JOIN buildings b ON b.id = g.building_id WHERE b.name = 'Aozora East Plaza'");
});
afterAll(async () => {
  await server?.stop();
});

function fieldError(res: { status: number; body: unknown }, path: string, code?: string) {
  const body = res.body as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe('VALIDATION_FAILED');
  const detail = body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(body)).toBeDefined();
  if (code) expect(detail?.code).toBe(code);
  return detail;
}

const valid = () => ({ name: `Flow ${Math.random().toString(36).slice(2, 8)}`, buildingId: towerId, floorId: tower1F, definition: '{"steps": []}' });
const towerOrder = async () =>
  (await server.api<Flow[]>('GET', `/api/flows?filter=${encodeURIComponent(JSON.stringify({ where: { buildingId: towerId }, order: ['sortOrder ASC', 'id ASC'] }))}`, undefined, operator)).body;

describe('flows §5 and §6', () => {
  it('lists the seeded flows of a building in their order', async () => {
    const names = (await towerOrder()).map((f) => f.name);
    expect(names.slice(0, 3)).toEqual(['Night patrol 1F', 'Lobby guide', 'Parking round B1']);
  });

  it('requires a name of at most 24, a building, a floor and a JSON definition', async () => {
    fieldError(await server.api('POST', '/api/flows', { ...valid(), name: '' }, orgAdmin), 'name', 'minLength');
    fieldError(await server.api('POST', '/api/flows', { ...valid(), name: 'n'.repeat(25) }, orgAdmin), 'name', 'maxLength');
    for (const field of ['buildingId', 'floorId', 'definition'] as const) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      fieldError(await server.api('POST', '/api/flows', body, orgAdmin), field, 'required');
    }
    fieldError(await server.api('POST', '/api/flows', { ...valid(), definition: '' }, orgAdmin), 'definition', 'minLength');
  });

  it('refuses a definition with a JSON syntax error, naming its line and column', async () => {
    const detail = fieldError(await server.api('POST', '/api/flows', { ...valid(), definition: '{\n  "steps": [1, 2,]\n}' }, orgAdmin), 'definition', 'jsonSyntax');
    expect(detail?.message).toContain('line 2, column 18');
    const created = await server.api<Flow>('POST', '/api/flows', valid(), orgAdmin);
    const patched = await server.api('PATCH', `/api/flows/${created.body.id}`, { definition: '{"a": tru}' }, orgAdmin);
    expect(fieldError(patched, 'definition', 'jsonSyntax')?.message).toContain('line 1, column 10');
  });

  it('refuses a floor or flow group of another building', async () => {
    fieldError(await server.api('POST', '/api/flows', { ...valid(), floorId: plazaFloor }, orgAdmin), 'floorId', 'notInBuilding');
    fieldError(await server.api('POST', '/api/flows', { ...valid(), flowGroupId: plazaGroup }, orgAdmin), 'flowGroupId', 'notInBuilding');
  });

  it('lets only an organization administrator create, change, move and delete (§6)', async () => {
    const seeded = idOf("SELECT id FROM flows WHERE name = 'Lobby guide'");
    for (const token of [manager, operator]) {
      expect((await server.api('POST', '/api/flows', valid(), token)).status).toBe(403);
      expect((await server.api('PATCH', `/api/flows/${seeded}`, { enabled: false }, token)).status).toBe(403);
      expect((await server.api('POST', `/api/flows/${seeded}/move`, { direction: 'up' }, token)).status).toBe(403);
      expect((await server.api('DELETE', `/api/flows/${seeded}`, undefined, token)).status).toBe(403);
    }
    const created = await server.api<Flow>('POST', '/api/flows', valid(), orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body.enabled).toBe(true);
    const off = await server.api<Flow>('PATCH', `/api/flows/${created.body.id}`, { enabled: false }, orgAdmin);
    expect(off.body.enabled).toBe(false);
    expect((await server.api('DELETE', `/api/flows/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
  });

  it('places a new flow last and moves flows up and down within their building', async () => {
    const created = await server.api<Flow>('POST', '/api/flows', valid(), orgAdmin);
    const before = await towerOrder();
    expect(before.at(-1)?.id).toBe(created.body.id);
    const above = before.at(-2);
    const up = await server.api<Flow>('POST', `/api/flows/${created.body.id}/move`, { direction: 'up' }, orgAdmin);
    expect(up.status).toBe(200);
    const after = await towerOrder();
    expect(after.at(-2)?.id).toBe(created.body.id);
    expect(after.at(-1)?.id).toBe(above?.id);
    const first = after[0];
    const top = await server.api<Flow>('POST', `/api/flows/${first?.id}/move`, { direction: 'up' }, orgAdmin);
    expect(top.body.sortOrder).toBe(first?.sortOrder);
    expect((await server.api('POST', `/api/flows/${created.body.id}/move`, { direction: 'sideways' }, orgAdmin)).status).toBe(400);
  });

  it('refuses to delete a floor used by a flow, naming the flow', async () => {
    const res = await server.api<ErrorBody>('DELETE', `/api/buildings/${towerId}/floors/${tower1F}`, undefined, orgAdmin);
    expect(res.status).toBe(409);
    expect(res.body.error.details?.[0]).toMatchObject({ code: 'floorInUse' });
    expect(res.body.error.message).toContain('Night patrol 1F');
    const spare = await server.api<{ id: number }>('POST', `/api/buildings/${towerId}/floors`, { name: 'Roof', type: 0, index: 9 }, orgAdmin);
    expect((await server.api('DELETE', `/api/buildings/${towerId}/floors/${spare.body.id}`, undefined, orgAdmin)).status).toBe(204);
  });
});
