import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let orgAdmin: string;
let manager: string;
let operator: string;
let otherAdmin: string;
let towerId: number;
let tower1F: number;
let plaza1F: number;
let warehouseDeviceId: number;

type Device = { id: number; name: string; organizationId: number; buildingId: number; floorId: number | null; connectionProfile: string };

const idOf = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  orgAdmin = await server.login(demo.orgAdmin);
  manager = await server.login(demo.manager);
  operator = await server.login(demo.operator);
  otherAdmin = await server.login(demo.otherAdmin);
  towerId = idOf("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  tower1F = idOf("SELECT id FROM floors WHERE building_id = ? AND name = '1F'", towerId);
  plaza1F = idOf("SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = 'Aozora East Plaza' AND f.name = '1F'");
  warehouseDeviceId = idOf("SELECT d.id FROM devices d JOIN buildings b ON b.id = d.building_id WHERE b.name = 'Hinode Warehouse'");
});
afterAll(async () => {
  await server?.stop();
});

function expectFieldError(res: { status: number; body: unknown }, path: string, code?: string) {
  const body = res.body as ErrorBody;
  expect(res.status).toBe(400);
  expect(body.error.code).toBe('VALIDATION_FAILED');
  const detail = body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(body)).toBeDefined();
  if (code) expect(detail?.code).toBe(code);
  return detail;
}

const valid = () => ({ name: `Sensor ${Math.random().toString(36).slice(2, 8)}`, type: 1, buildingId: towerId, floorId: tower1F });

describe('IoT devices', () => {
  it('lists the seeded devices of the caller organization only, with server-side sort and filter', async () => {
    const res = await server.api<Device[]>('GET', `/api/devices?filter=${encodeURIComponent(JSON.stringify({ order: ['name DESC'], where: { buildingId: towerId } }))}`, undefined, operator);
    expect(res.status).toBe(200);
    const names = res.body.map((d) => d.name);
    expect(names).toContain('Lobby temperature sensor');
    expect(names).toEqual([...names].sort().reverse());
    const all = await server.api<Device[]>('GET', '/api/devices', undefined, orgAdmin);
    expect(all.body.map((d) => d.name)).not.toContain('Dock humidity sensor');
    expect((await server.api('GET', `/api/devices/${warehouseDeviceId}`, undefined, orgAdmin)).status).toBe(404);
  });

  it('an organization administrator registers, changes and deletes a device; its organization follows the building', async () => {
    const created = await server.api<Device>('POST', '/api/devices', { ...valid(), connectionProfile: '{"protocol": "mqtt"}', urn: 'urn:x:1' }, orgAdmin);
    expect(created.status).toBe(201);
    expect(created.body.organizationId).toBe(idOf("SELECT organization_id AS id FROM buildings WHERE id = ?", towerId));
    const changed = await server.api<Device>('PATCH', `/api/devices/${created.body.id}`, { name: 'Renamed sensor', floorId: null }, orgAdmin);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Renamed sensor', floorId: null, urn: 'urn:x:1' });
    expect((await server.api('DELETE', `/api/devices/${created.body.id}`, undefined, orgAdmin)).status).toBe(204);
    expect((await server.api('GET', `/api/devices/${created.body.id}`, undefined, orgAdmin)).status).toBe(404);
  });

  it('refuses registration, change and deletion by an area manager and a general operator (§6)', async () => {
    const seeded = idOf("SELECT id FROM devices WHERE name = 'Entrance door actuator'");
    for (const token of [manager, operator]) {
      expect((await server.api('POST', '/api/devices', valid(), token)).status).toBe(403);
      expect((await server.api('PATCH', `/api/devices/${seeded}`, { name: 'x' }, token)).status).toBe(403);
      expect((await server.api('DELETE', `/api/devices/${seeded}`, undefined, token)).status).toBe(403);
    }
    expect((await server.api('GET', `/api/devices/${seeded}`, undefined, operator)).status).toBe(200);
  });

  it('requires a name, a §9 type and a building; the name is at most 64', async () => {
    expectFieldError(await server.api('POST', '/api/devices', { ...valid(), name: '' }, orgAdmin), 'name', 'minLength');
    expectFieldError(await server.api('POST', '/api/devices', { ...valid(), name: 'n'.repeat(65) }, orgAdmin), 'name', 'maxLength');
    expectFieldError(await server.api('POST', '/api/devices', { ...valid(), type: 5 }, orgAdmin), 'type');
    const { buildingId: _omit, ...noBuilding } = valid();
    expectFieldError(await server.api('POST', '/api/devices', noBuilding, orgAdmin), 'buildingId', 'required');
  });

  it('refuses a floor of another building and a building of another organization', async () => {
    expectFieldError(await server.api('POST', '/api/devices', { ...valid(), floorId: plaza1F }, orgAdmin), 'floorId', 'notInBuilding');
    const warehouse = idOf("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
    expectFieldError(await server.api('POST', '/api/devices', { ...valid(), buildingId: warehouse, floorId: null }, orgAdmin), 'buildingId', 'notFound');
    expect((await server.api('PATCH', `/api/devices/${warehouseDeviceId}`, { name: 'x' }, orgAdmin)).status).toBe(404);
    expect((await server.api('PATCH', `/api/devices/${warehouseDeviceId}`, { name: 'Dock humidity sensor' }, otherAdmin)).status).toBe(200);
  });

  it('refuses a connection profile with a JSON syntax error, naming line and column', async () => {
    const detail = expectFieldError(await server.api('POST', '/api/devices', { ...valid(), connectionProfile: '{\n  "a": 1,\n}' }, orgAdmin), 'connectionProfile', 'jsonSyntax');
    expect(detail?.message).toMatch(/line 3, column 1/);
  });

  it('answers the readings of a device within from and to, newest first, and 404 for a device out of scope', async () => {
    const sensor = idOf("SELECT id FROM devices WHERE name = 'Lobby temperature sensor'");
    const all = await server.api<Array<{ at: string; value: number; metric: string }>>('GET', `/api/devices/${sensor}/data`, undefined, operator);
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(96);
    expect(all.body[0]?.metric).toBe('temperature');
    const ats = all.body.map((r) => r.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const from = all.body[20]?.at ?? '';
    const to = all.body[10]?.at ?? '';
    const window = await server.api<Array<{ at: string }>>('GET', `/api/devices/${sensor}/data?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, undefined, operator);
    expect(window.body.map((r) => r.at)).toEqual(ats.slice(10, 21));
    expect((await server.api('GET', `/api/devices/${warehouseDeviceId}/data`, undefined, operator)).status).toBe(404);
    expect((await server.api('GET', `/api/devices/${sensor}/data?from=yesterday`, undefined, operator)).status).toBe(400);
  });
});
