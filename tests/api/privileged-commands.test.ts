// osUpdate and resetErrors are administrator commands on every path (issue 4): the os-update route,
// POST /api/robots/:id/commands and the browser stream all refuse them to a general operator, keep
// the 20% battery rule for everyone, and write each one sent to the audit log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, registerRobot, telemetry, telemetrySeen, type Message, type RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let operator: string;
let system: string;
let ids: ReturnType<typeof demoIds>;
const sockets: RecordingSocket[] = [];
/** A browser following the tower, to see when the server has taken in a robot's telemetry. */
let watcher: RecordingSocket;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  operator = await server.login(demo.operator);
  system = await server.login(demo.system);
  ids = demoIds(server);
  watcher = await browser(server, admin, [ids.tower]);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.terminate();
});
afterAll(async () => {
  watcher?.terminate();
  await server?.stop();
});

let n = 0;
/** A robot online in the tower that acks every command and reports the given battery. */
async function onlineRobot(batteryPercent: number) {
  const robot = await registerRobot(server, admin, { name: `Privileged ${++n}`, serialNo: `PV-${n}-${Date.now() % 100000}`, model: 'Ex', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  const { socket } = await handRobot(server, robot.serialNo, robot.credential);
  sockets.push(socket);
  socket.socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as { type: string; seq: number };
    if (m.type === 'command') socket.send({ type: 'ack', seq: m.seq, result: 'ok' });
  });
  await setBattery(robot, socket, batteryPercent);
  return { ...robot, socket };
}

async function setBattery(robot: { serialNo: string; floorId: number }, socket: RecordingSocket, percent: number): Promise<void> {
  socket.send(telemetry(robot.floorId, { battery: { percent, state: percent < 20 ? 'below20' : 'active' } }));
  // Telemetry and the next call travel on different connections: wait until the server has taken it in.
  await telemetrySeen(watcher, robot.serialNo, (t) => (t.battery as { percent: number }).percent === percent);
}

const commandNames = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command').map((m) => (m.command as { name: string }).name);

interface AuditRow { action: string; loginId: string | null; targetType: string; targetId: string | null; method: string; path: string; detail: string | null }

async function auditRows(robotId: number, action: string): Promise<AuditRow[]> {
  const filter = encodeURIComponent(JSON.stringify({ where: { action, targetId: String(robotId) } }));
  const res = await server.api<AuditRow[]>('GET', `/api/my/audit-logs?filter=${filter}`, undefined, system);
  expect(res.status).toBe(200);
  return res.body;
}

async function ack(stream: RecordingSocket, ref: number, serialNo: string, command: Record<string, unknown>): Promise<Message> {
  stream.send({ type: 'command', ref, serialNo, command });
  return stream.waitFor((m) => m.type === 'ack' && m.ref === ref);
}

describe('a general operator', () => {
  it('is refused osUpdate and resetErrors over REST with 403, before the battery rule, and still sends everyday commands', async () => {
    const robot = await onlineRobot(80);
    for (const command of [{ name: 'osUpdate', version: '3.0.0' }, { name: 'resetErrors' }]) {
      const res = await server.api<ErrorBody>('POST', `/api/robots/${robot.id}/commands`, command, operator);
      expect(res.status, command.name).toBe(403);
      expect(res.body.error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: expect.stringContaining('administrator') as string });
      expect(res.body.error.details?.[0]).toMatchObject({ path: 'name', code: 'adminOnly' });
    }
    await setBattery(robot, robot.socket, 10);
    const lowBattery = await server.api<ErrorBody>('POST', `/api/robots/${robot.id}/commands`, { name: 'osUpdate', version: '3.0.0' }, operator);
    expect(lowBattery.status).toBe(403);
    expect((await server.api('POST', `/api/robots/${robot.id}/os-update`, { version: '3.0.0' }, operator)).status).toBe(403);
    expect(commandNames(robot.socket)).toEqual([]);
    const stop = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'stop' }, operator);
    expect(stop.status).toBe(200);
    expect(stop.body.result).toBe('ok');
    expect(commandNames(robot.socket)).toEqual(['stop']);
    expect(await auditRows(robot.id, 'osUpdate')).toEqual([]);
    expect(await auditRows(robot.id, 'resetErrors')).toEqual([]);
  });

  it('is refused osUpdate and resetErrors over the stream with a FORBIDDEN ack', async () => {
    const robot = await onlineRobot(80);
    const stream = await browser(server, operator, [ids.tower]);
    sockets.push(stream);
    expect(await ack(stream, 1, robot.serialNo, { name: 'osUpdate', version: '3.0.0' })).toMatchObject({
      result: 'rejected', code: 'FORBIDDEN', serialNo: robot.serialNo, message: expect.stringContaining('administrator') as string,
    });
    expect(await ack(stream, 2, robot.serialNo, { name: 'resetErrors' })).toMatchObject({ result: 'rejected', code: 'FORBIDDEN' });
    expect(await ack(stream, 3, robot.serialNo, { name: 'stop' })).toMatchObject({ result: 'ok' });
    expect(commandNames(robot.socket)).toEqual(['stop']);
    expect(await auditRows(robot.id, 'resetErrors')).toEqual([]);
  });
});

describe('an administrator', () => {
  it('sends resetErrors and osUpdate over REST, held to the battery rule, and each one sent is audited', async () => {
    const robot = await onlineRobot(10);
    const refused = await server.api<ErrorBody>('POST', `/api/robots/${robot.id}/commands`, { name: 'osUpdate', version: '3.0.0' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details?.[0]).toMatchObject({ path: 'battery', code: 'osUpdateBatteryLow' });
    const reset = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'resetErrors' }, admin);
    expect(reset.status).toBe(200);
    expect(reset.body.result).toBe('ok');
    await setBattery(robot, robot.socket, 20);
    const update = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'osUpdate', version: '3.0.0' }, admin);
    expect(update.status).toBe(200);
    expect(update.body.result).toBe('ok');
    expect(commandNames(robot.socket)).toEqual(['resetErrors', 'osUpdate']);

    const [resetRow] = await auditRows(robot.id, 'resetErrors');
    expect(resetRow).toMatchObject({ loginId: demo.orgAdmin, targetType: 'robots', method: 'POST', path: `/api/robots/${robot.id}/commands` });
    const updateRows = await auditRows(robot.id, 'osUpdate');
    expect(updateRows).toHaveLength(1);
    expect(JSON.parse(updateRows[0]?.detail ?? 'null')).toEqual({ name: 'osUpdate', version: '3.0.0', result: 'ok' });
  });

  it('sends resetErrors and osUpdate over the stream, held to the battery rule, and each one sent is audited', async () => {
    const robot = await onlineRobot(10);
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    expect(await ack(stream, 1, robot.serialNo, { name: 'osUpdate', version: '3.1.0' })).toMatchObject({
      result: 'rejected', code: 'BATTERY_LOW', message: expect.stringContaining('20%') as string,
    });
    expect(await ack(stream, 2, robot.serialNo, { name: 'resetErrors' })).toMatchObject({ result: 'ok' });
    await setBattery(robot, robot.socket, 55);
    expect(await ack(stream, 3, robot.serialNo, { name: 'osUpdate', version: '3.1.0' })).toMatchObject({ result: 'ok' });
    expect(commandNames(robot.socket)).toEqual(['resetErrors', 'osUpdate']);

    // The row is written before the ack goes out, so it is there now.
    expect(await auditRows(robot.id, 'resetErrors')).toEqual([
      expect.objectContaining({ loginId: demo.orgAdmin, targetType: 'robots', method: 'WS', path: '/api/stream', detail: JSON.stringify({ name: 'resetErrors', result: 'ok' }) }),
    ]);
    const [updateRow] = await auditRows(robot.id, 'osUpdate');
    expect(JSON.parse(updateRow?.detail ?? 'null')).toEqual({ name: 'osUpdate', version: '3.1.0', result: 'ok' });
  });
});
