import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, registerRobot, telemetry, telemetrySeen } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterAll(async () => {
  await server?.stop();
});

const valid = () => ({ name: 'Test Robot', serialNo: `T-${Math.random().toString(36).slice(2, 10)}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });

function fieldPaths(res: { body: unknown }): string[] {
  return ((res.body as ErrorBody).error.details ?? []).map((d) => d.path);
}

describe('robot registration (§3, §5)', () => {
  it('registers a robot and shows its credential once, never in the record', async () => {
    const body = { ...valid(), hardwareRevision: '12', version: '2.1.0', notes: 'lobby' };
    const res = await server.api<{ robot: Record<string, unknown>; credential: string }>('POST', '/api/robots', body, admin);
    expect(res.status).toBe(201);
    expect(res.body.credential).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.robot).toMatchObject({ name: 'Test Robot', model: 'ugo Pro', buildingId: ids.tower, hardwareRevision: '12', status: 1 });
    const detail = await server.api<Record<string, unknown>>('GET', `/api/robots/${String(res.body.robot.id)}`, undefined, admin);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain(res.body.credential);
    const stored = server.sql.get('SELECT credential_hash FROM robot_credentials WHERE robot_id = ?', res.body.robot.id) as { credential_hash: string };
    expect(stored.credential_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.credential_hash).not.toBe(res.body.credential);
  });

  it('applies the §5 field rules', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x'.repeat(41) }, 'name'],
      [{ name: '' }, 'name'],
      [{ serialNo: 'S'.repeat(25) }, 'serialNo'],
      [{ hardwareRevision: '1234' }, 'hardwareRevision'],
      [{ hardwareRevision: '1a' }, 'hardwareRevision'],
      [{ model: 'Roomba' }, 'model'],
      [{ initialFloorId: undefined }, 'initialFloorId'],
      [{ buildingId: undefined }, 'buildingId'],
    ];
    for (const [change, path] of cases) {
      const res = await server.api('POST', '/api/robots', { ...valid(), ...change }, admin);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(fieldPaths(res), JSON.stringify(change)).toContain(path);
    }
  });

  it('refuses a floor of another building and a duplicate serial number', async () => {
    const wrongFloor = await server.api('POST', '/api/robots', { ...valid(), initialFloorId: ids.warehouseFloor }, admin);
    expect(wrongFloor.status).toBe(400);
    expect(fieldPaths(wrongFloor)).toContain('initialFloorId');
    const first = valid();
    expect((await server.api('POST', '/api/robots', first, admin)).status).toBe(201);
    const again = await server.api('POST', '/api/robots', { ...valid(), serialNo: first.serialNo }, admin);
    expect(again.status).toBe(409);
    expect(fieldPaths(again)).toContain('serialNo');
  });

  it("refuses a robot group of another building with a field error, on create and on a move", async () => {
    const group = (building: string, name: string) =>
      (server.sql.get('SELECT g.id FROM robot_groups g JOIN buildings b ON b.id = g.building_id WHERE b.name = ? AND g.name = ?', building, name) as { id: number }).id;
    const plazaGuide = group('Aozora East Plaza', 'Guide');
    const towerSecurity = group('Aozora Tower', 'Security');
    const foreign = await server.api<ErrorBody>('POST', '/api/robots', { ...valid(), groupId: plazaGuide }, admin);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toContainEqual(expect.objectContaining({ path: 'groupId', code: 'notInBuilding' }));
    const robot = await registerRobot(server, admin, { ...valid(), groupId: towerSecurity });
    // Moved to the plaza, it may not keep the tower's group, nor take a tower group there.
    const keeps = await server.api<ErrorBody>('PATCH', `/api/robots/${robot.id}`, { buildingId: ids.plaza, initialFloorId: ids.plazaFloor }, admin);
    expect(keeps.status).toBe(400);
    expect(keeps.body.error.details).toContainEqual(expect.objectContaining({ path: 'groupId', code: 'notInBuilding' }));
    const wrong = await server.api<ErrorBody>('PATCH', `/api/robots/${robot.id}`, { groupId: plazaGuide }, admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toContainEqual(expect.objectContaining({ path: 'groupId', code: 'notInBuilding' }));
    // Leaving the group (null) or taking the new building's group is fine.
    const ungrouped = await server.api<Record<string, unknown>>('PATCH', `/api/robots/${robot.id}`, { buildingId: ids.plaza, initialFloorId: ids.plazaFloor, groupId: null }, admin);
    expect(ungrouped.status).toBe(200);
    expect(ungrouped.body).toMatchObject({ buildingId: ids.plaza, groupId: null });
    const regrouped = await server.api<Record<string, unknown>>('PATCH', `/api/robots/${robot.id}`, { groupId: plazaGuide }, admin);
    expect(regrouped.status).toBe(200);
    expect(regrouped.body).toMatchObject({ groupId: plazaGuide });
  });

  it('keeps robots inside their organization', async () => {
    const robot = await registerRobot(server, admin, valid());
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('GET', `/api/robots/${robot.id}`, undefined, other)).status).toBe(404);
    const list = await server.api<Array<{ id: number }>>('GET', '/api/robots', undefined, other);
    expect(list.body.map((r) => r.id)).not.toContain(robot.id);
    const intoForeign = await server.api('POST', '/api/robots', { ...valid(), buildingId: ids.warehouse, initialFloorId: ids.warehouseFloor }, admin);
    expect(intoForeign.status).toBe(400);
    expect(fieldPaths(intoForeign)).toContain('buildingId');
    const operator = await server.login(demo.operator);
    expect((await server.api('POST', '/api/robots', valid(), operator)).status).toBe(403);
    expect((await server.api('GET', `/api/robots/${robot.id}`, undefined, operator)).status).toBe(200);
  });

  it('changes and deletes a robot; a deleted robot can no longer sign in to the gateway', async () => {
    const robot = await registerRobot(server, admin, valid());
    const patched = await server.api<Record<string, unknown>>('PATCH', `/api/robots/${robot.id}`, { name: 'Renamed', status: 2 }, admin);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Renamed', status: 2 });
    expect((await server.api('PATCH', `/api/robots/${robot.id}`, { status: 5 }, admin)).status).toBe(400);
    expect((await server.api('DELETE', `/api/robots/${robot.id}`, undefined, admin)).status).toBe(204);
    const { welcome, socket } = await handRobot(server, robot.serialNo, robot.credential);
    expect(welcome).toMatchObject({ type: 'refused', code: 'BAD_CREDENTIAL' });
    expect(await socket.closed()).toBe(4401);
  });

  it('rotating the credential cuts the robot off and only the new one works', async () => {
    const robot = await registerRobot(server, admin, valid());
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    const rotated = await server.api<{ credential: string }>('POST', `/api/robots/${robot.id}/credential`, undefined, admin);
    expect(rotated.status).toBe(200);
    expect(await socket.closed()).toBe(4401);
    expect((await handRobot(server, robot.serialNo, robot.credential)).welcome.type).toBe('refused');
    expect((await handRobot(server, robot.serialNo, rotated.body.credential)).welcome.type).toBe('welcome');
  });
});

describe('demo fleet', () => {
  it('seeds at least a dozen robots across the demo buildings and several models', async () => {
    const system = await server.login(demo.system);
    const res = await server.api<Array<{ serialNo: string; model: string; buildingId: number }>>('GET', '/api/robots?filter=' + encodeURIComponent(JSON.stringify({ limit: 1000 })), undefined, system);
    expect(res.status).toBe(200);
    const all = res.body;
    const seeded = all.filter((r) => !r.serialNo.startsWith('T-'));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((r) => r.buildingId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((r) => r.model)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('robot OS update (§5)', () => {
  it('is refused below 20% battery and sent to the robot at 20% or more', async () => {
    const robot = await registerRobot(server, admin, valid());
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    socket.socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; seq: number };
      if (m.type === 'command') socket.send({ type: 'ack', seq: m.seq, result: 'ok' });
    });
    const stream = await browser(server, admin, [ids.tower]);
    const battery = (percent: number) => (t: Record<string, unknown>) => (t.battery as { percent: number }).percent === percent;
    socket.send(telemetry(robot.floorId, { battery: { percent: 19.5, state: 'below20' } }));
    await telemetrySeen(stream, robot.serialNo, battery(19.5));
    const refused = await server.api<ErrorBody>('POST', `/api/robots/${robot.id}/os-update`, { version: '3.0.0' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details?.[0]).toMatchObject({ path: 'battery', code: 'osUpdateBatteryLow' });
    expect(refused.body.error.message).toContain('20%');
    expect(socket.messages.some((m) => m.type === 'command')).toBe(false);

    socket.send(telemetry(robot.floorId, { battery: { percent: 20, state: 'active' } }));
    await telemetrySeen(stream, robot.serialNo, battery(20));
    const accepted = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/os-update`, { version: '3.0.0' }, admin);
    expect(accepted.status).toBe(200);
    expect(accepted.body.result).toBe('ok');
    expect(socket.messages.find((m) => m.type === 'command')).toMatchObject({ command: { name: 'osUpdate', version: '3.0.0' } });
    socket.close();
    stream.close();
  });
});
