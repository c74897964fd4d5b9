import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let operator: string;
let otherAdmin: string;
const ids = { aozora: 0, tower: 0, warehouse: 0, towerRobot: 0, warehouseRobot: 0 };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, operator, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.operator), server.login(demo.otherAdmin)]);
  const id = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number } | undefined)?.id ?? 0;
  ids.aozora = id("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
  ids.tower = id("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  ids.warehouse = id("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
  ids.towerRobot = id('SELECT id FROM robots WHERE building_id = ? ORDER BY id LIMIT 1', ids.tower);
  ids.warehouseRobot = id('SELECT id FROM robots WHERE building_id = ? ORDER BY id LIMIT 1', ids.warehouse);
});
afterAll(async () => {
  await server?.stop();
});

const rectangle = [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.1 }, { x: 0.5, y: 0.6 }, { x: 0.1, y: 0.6 }];
const valid = () => ({ name: 'Lift hall', organizationId: ids.aozora, buildingId: ids.tower });
const post = (body: unknown, token = admin) => server.api<ErrorBody & Record<string, unknown>>('POST', '/api/asilla-settings', body, token);

describe('asilla settings', () => {
  it('lists the seeded settings of the organization to any signed-in user', async () => {
    const list = await server.api<Array<{ name: string; behaviours: string[] }>>('GET', '/api/asilla-settings?filter=' + encodeURIComponent('{"order":"name ASC"}'), undefined, operator);
    expect(list.body.map((s) => s.name)).toEqual(['Lobby watch', 'Night entrance']);
    expect(list.body[0]?.behaviours).toEqual(['fall', 'violence']);
    expect((await server.api<unknown[]>('GET', '/api/asilla-settings', undefined, otherAdmin)).body).toHaveLength(1);
  });

  it('creates with behaviours, robot, detection area and intrusion detection, changes and deletes', async () => {
    expect(ids.towerRobot).toBeGreaterThan(0);
    const body = { ...valid(), robotId: ids.towerRobot, behaviours: ['fall', 'loitering'], detectionArea: rectangle, intrusionDetection: true };
    const created = await post(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, flowId: null });
    const id = created.body.id as number;
    const changed = await server.api<Record<string, unknown>>('PATCH', `/api/asilla-settings/${id}`, { detectionArea: null, behaviours: [] }, admin);
    expect(changed.body).toMatchObject({ detectionArea: null, behaviours: [], intrusionDetection: true });
    expect((await server.api('DELETE', `/api/asilla-settings/${id}`, undefined, admin)).status).toBe(204);
  });

  it('refuses unknown or repeated behaviours and a detection area outside the image or with too few points', async () => {
    expect((await post({ ...valid(), behaviours: ['dancing'] })).status).toBe(400);
    expect((await post({ ...valid(), behaviours: ['fall', 'fall'] })).body.error.details?.[0]).toMatchObject({ path: 'behaviours', code: 'uniqueItems' });
    expect((await post({ ...valid(), detectionArea: rectangle.slice(0, 2) })).body.error.details?.[0]).toMatchObject({ path: 'detectionArea', code: 'minItems' });
    expect((await post({ ...valid(), detectionArea: [...rectangle.slice(0, 3), { x: 1.2, y: 0 }] })).body.error.details?.[0]).toMatchObject({ path: 'detectionArea.3.x', code: 'maximum' });
    expect((await post({ ...valid(), name: '' })).body.error.details?.[0]).toMatchObject({ path: 'name', code: 'minLength' });
  });

  it('refuses a robot of another building and a building of another organization', async () => {
    expect(ids.warehouseRobot).toBeGreaterThan(0);
    expect((await post({ ...valid(), robotId: ids.warehouseRobot })).body.error.details?.[0]).toMatchObject({ path: 'robotId', code: 'invalid' });
    expect((await post({ ...valid(), buildingId: ids.warehouse })).body.error.details?.[0]).toMatchObject({ path: 'buildingId', code: 'invalid' });
  });

  it('§6: a general operator may not write', async () => {
    expect((await post(valid(), operator)).status).toBe(403);
  });
});
