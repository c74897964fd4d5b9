import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
const ids = { aozora: 0, hinode: 0, tower: 0, b1: 0, warehouse: 0, warehouseFloor: 0, pressureRule: 0, freezerRule: 0 };

const one = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  ids.aozora = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.hinode = one("SELECT id FROM organizations WHERE name = 'Hinode Logistics'");
  ids.tower = one("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.b1 = one("SELECT id FROM floors WHERE building_id = ? AND name = 'B1'", ids.tower);
  ids.warehouse = one("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
  ids.warehouseFloor = one("SELECT id FROM floors WHERE building_id = ? AND name = '1F'", ids.warehouse);
  ids.pressureRule = one("SELECT id FROM threshold_rules WHERE name = 'Boiler pressure high'");
  ids.freezerRule = one("SELECT id FROM threshold_rules WHERE name = 'Freezer too warm'");
});
afterAll(async () => {
  await server?.stop();
});

const valid = () => ({ name: 'Chiller gauge', type: 0, organizationId: ids.aozora, buildingId: ids.tower, floorId: ids.b1, meterType: 'analog', json: '{"unit":"kPa"}' });

async function expectFieldError(res: { status: number; body: ErrorBody }, path: string, code?: string) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_FAILED');
  const detail = res.body.error.details?.find((d) => d.path === path);
  expect(detail, JSON.stringify(res.body)).toBeDefined();
  if (code) expect(detail?.code).toBe(code);
}

const post = (body: unknown, token = admin) => server.api<ErrorBody>('POST', '/api/check-items', body, token);

describe('check items', () => {
  it('lists the seeded check items of the caller organization only, for any signed-in user', async () => {
    const list = await server.api<Array<{ name: string; organizationId: number }>>('GET', '/api/check-items?filter=' + encodeURIComponent('{"order":"name ASC"}'), undefined, operator);
    expect(list.status).toBe(200);
    expect(list.body.map((item) => item.name)).toEqual(['Boiler room pressure gauge', 'Lobby fire extinguisher', 'Water tank level meter']);
    const other = await server.api<Array<{ name: string }>>('GET', '/api/check-items', undefined, otherAdmin);
    expect(other.body.map((item) => item.name)).toEqual(['Freezer thermometer']);
  });

  it('creates with every §3 field, answers them back, changes and deletes', async () => {
    const body = { ...valid(), status: 1, meterReadingService: 'lilz', qrCodeNumber: 'QR-7', taskId: 'T-1', deviceId: 'D-1', alertEnabled: true, thresholdRuleId: ids.pressureRule, location: { x: 1.5, y: -2, z: 0.3, direction: 270 }, markerType: 'qr' };
    const created = await server.api<Record<string, unknown>>('POST', '/api/check-items', body, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const id = created.body.id as number;
    const changed = await server.api<Record<string, unknown>>('PATCH', `/api/check-items/${id}`, { alertEnabled: false, thresholdRuleId: null, status: 0 }, admin);
    expect(changed.body).toMatchObject({ alertEnabled: false, thresholdRuleId: null, status: 0, name: 'Chiller gauge' });
    expect((await server.api('DELETE', `/api/check-items/${id}`, undefined, admin)).status).toBe(204);
    expect((await server.api('GET', `/api/check-items/${id}`, undefined, admin)).status).toBe(404);
  });

  it('§5: name required and at most 512', async () => {
    await expectFieldError(await post({ ...valid(), name: '' }), 'name', 'minLength');
    await expectFieldError(await post({ ...valid(), name: 'n'.repeat(513) }), 'name', 'maxLength');
    expect((await post({ ...valid(), name: 'n'.repeat(512) })).status).toBe(201);
  });

  it('§5: building, floor, target type, organization, meter type and JSON are required', async () => {
    for (const field of ['buildingId', 'floorId', 'type', 'organizationId', 'meterType', 'json']) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      await expectFieldError(await post(body), field, 'required');
    }
    await expectFieldError(await post({ ...valid(), json: '' }), 'json');
  });

  it('refuses JSON with a syntax error, naming line and column', async () => {
    const res = await post({ ...valid(), json: '{\n  "unit": kPa\n}' });
    await expectFieldError(res, 'json', 'json');
    expect(res.body.error.details?.[0]?.message).toMatch(/line 2, column \d+/);
    await expectFieldError(await post({ ...valid(), json: '[1,2]' }), 'json', 'json');
  });

  it('§5: thermal areas in the settings JSON are at most five, alphanumeric, one per name, inside the 256 × 192 frame', async () => {
    const area = (name: string, x = 0) => ({ name, x, y: 0, width: 20, height: 20 });
    const withAreas = (areas: unknown) => ({ ...valid(), type: 2, json: JSON.stringify({ unit: '°C', thermalAreas: areas }) });
    const five = await post(withAreas(['A1', 'B2', 'C3', 'D4', 'E5'].map((n, i) => area(n, i * 30))));
    expect(five.status).toBe(201);
    await expectFieldError(await post(withAreas(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => area(n)))), 'json', 'thermalAreas');
    await expectFieldError(await post(withAreas([area('panel 1')])), 'json', 'thermalAreas');
    await expectFieldError(await post(withAreas([area('A'), area('A', 40)])), 'json', 'thermalAreas');
    await expectFieldError(await post(withAreas([area('A', 250)])), 'json', 'thermalAreas');
    // A change is checked too, not only a new item.
    const id = (five.body as unknown as { id: number }).id;
    const changed = await server.api<ErrorBody>('PATCH', `/api/check-items/${id}`, { json: JSON.stringify({ thermalAreas: [area('盤1')] }) }, admin);
    await expectFieldError(changed, 'json', 'thermalAreas');
    expect(changed.body.error.details?.find((d) => d.path === 'json')?.message).toMatch(/letters and digits/);
  });

  it('§5: a threshold rule is required when alerting is on, and must be of the same organization', async () => {
    await expectFieldError(await post({ ...valid(), alertEnabled: true }), 'thresholdRuleId', 'required');
    await expectFieldError(await post({ ...valid(), alertEnabled: true, thresholdRuleId: ids.freezerRule }), 'thresholdRuleId', 'invalid');
    const seeded = one("SELECT id FROM check_items WHERE name = 'Boiler room pressure gauge'");
    await expectFieldError(await server.api<ErrorBody>('PATCH', `/api/check-items/${seeded}`, { thresholdRuleId: null }, admin), 'thresholdRuleId', 'required');
  });

  it('refuses a floor of another building and a building of another organization', async () => {
    await expectFieldError(await post({ ...valid(), floorId: ids.warehouseFloor }), 'floorId', 'notInBuilding');
    await expectFieldError(await post({ ...valid(), buildingId: ids.warehouse, floorId: ids.warehouseFloor }), 'buildingId', 'invalid');
  });

  it('§6: a general operator may read but not create, change or delete; another company sees nothing', async () => {
    const seeded = one("SELECT id FROM check_items WHERE name = 'Lobby fire extinguisher'");
    expect((await server.api('GET', `/api/check-items/${seeded}`, undefined, operator)).status).toBe(200);
    expect((await post(valid(), operator)).status).toBe(403);
    expect((await server.api('PATCH', `/api/check-items/${seeded}`, { status: 0 }, operator)).status).toBe(403);
    expect((await server.api('DELETE', `/api/check-items/${seeded}`, undefined, operator)).status).toBe(403);
    expect((await server.api('GET', `/api/check-items/${seeded}`, undefined, otherAdmin)).status).toBe(404);
    expect((await server.api('PATCH', `/api/check-items/${seeded}`, { status: 0 }, otherAdmin)).status).toBe(404);
    expect((await post(valid(), otherAdmin)).status).toBe(400);
  });
});
