import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, latestState, registerRobot, roundTrip, spawnSim, telemetry, type RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
const children: ChildProcess[] = [];
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const s of sockets.splice(0)) s.terminate();
});
afterAll(async () => {
  await server?.stop();
});

let n = 0;
const newRobot = (model = 'ugo Pro') =>
  registerRobot(server, admin, { name: `Gateway ${++n}`, serialNo: `GW-${n}-${Date.now() % 100000}`, model, buildingId: ids.tower, initialFloorId: ids.towerFloor });

async function connectionEvents(robotId: number): Promise<string[]> {
  const res = await server.api<{ events: Array<{ kind: string; code: string }> }>('GET', `/api/robots/${robotId}/activity`, undefined, admin);
  return res.body.events.filter((e) => e.kind === 'connection').map((e) => e.code).reverse();
}

describe('/gateway hello', () => {
  it('refuses a wrong credential and an unknown serial number alike, with close 4401', async () => {
    const robot = await newRobot();
    for (const [serial, credential] of [[robot.serialNo, 'wrong'], ['NO-SUCH-ROBOT', robot.credential]] as const) {
      const { socket, welcome } = await handRobot(server, serial, credential);
      expect(welcome).toEqual({ type: 'refused', code: 'BAD_CREDENTIAL', message: 'Unknown serial number or wrong credential' });
      expect(await socket.closed()).toBe(4401);
    }
  });

  it('welcomes a registered robot with its floors and records it online', async () => {
    const robot = await newRobot();
    const { socket, welcome } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    expect(welcome).toMatchObject({ type: 'welcome', protocol: 1, robotId: robot.id, initialFloorId: ids.towerFloor, offlineAfterMs: 3000 });
    expect(welcome.floorIds).toContain(ids.towerFloor);
  });

  it('closes a robot moved to another building with 4410, and welcomes it back with the new building\'s floors', async () => {
    const robot = await newRobot();
    const first = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(first.socket);
    const moved = await server.api('PATCH', `/api/robots/${robot.id}`, { buildingId: ids.plaza, initialFloorId: ids.plazaFloor }, admin);
    expect(moved.status).toBe(200);
    expect(await first.socket.closed()).toBe(4410);
    const again = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(again.socket);
    expect(again.welcome).toMatchObject({ type: 'welcome', initialFloorId: ids.plazaFloor });
    expect(again.welcome.floorIds).toContain(ids.plazaFloor);
    expect(again.welcome.floorIds).not.toContain(ids.towerFloor);
  });

  it('keeps a robot connected when an edit leaves it in its building', async () => {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    expect((await server.api('PATCH', `/api/robots/${robot.id}`, { name: `Renamed ${robot.id}` }, admin)).status).toBe(200);
    socket.send(telemetry(robot.floorId));
    // A command sent after the edit reaches the robot on the same socket: no close came before it.
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'speed', speed: 'slow' } });
    await socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'speed');
    expect(socket.closeCode).toBeNull();
  });

  it('closes a robot that sends an invalid message (4400)', async () => {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    socket.send(telemetry(robot.floorId, { commandMode: 7 }));
    expect(await socket.closed()).toBe(4400);
  });
});

describe('robot events and activity', () => {
  it('stores events with their spec codes and shows them on the activity answer', async () => {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId));
    socket.send({ type: 'event', ts: Date.now(), level: 5, kind: 'flow', code: 'F0007', data: { x: 3 } });
    socket.send({ type: 'event', ts: Date.now(), level: 9, kind: 'robotError', code: 'EMERGENCY_STOP', active: true });
    socket.send({ type: 'event', ts: Date.now(), level: 0, kind: 'elevator', code: 101 });
    const operator = await server.login(demo.operator);
    const stream = await browser(server, operator, [ids.tower]);
    sockets.push(stream);
    socket.send({ type: 'event', ts: Date.now(), level: 0, kind: 'docking', code: 'D0001' });
    await stream.waitFor((m) => m.type === 'event' && (m.event as { code: string }).code === 'D0001' && m.serialNo === robot.serialNo);
    const res = await server.api<{ connection: string; events: Array<{ kind: string; code: string; active: boolean | null; data: unknown }> }>('GET', `/api/robots/${robot.id}/activity`, undefined, operator);
    expect(res.status).toBe(200);
    expect(res.body.connection).toBe('online');
    const codes = res.body.events.map((e) => `${e.kind}:${e.code}`);
    expect(codes).toEqual(expect.arrayContaining(['flow:F0007', 'robotError:EMERGENCY_STOP', 'elevator:101', 'docking:D0001', 'connection:online']));
    expect(res.body.events.find((e) => e.code === 'F0007')?.data).toEqual({ x: 3 });
    expect(res.body.events.find((e) => e.code === 'EMERGENCY_STOP')?.active).toBe(true);
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('GET', `/api/robots/${robot.id}/activity`, undefined, other)).status).toBe(404);
  });
});

describe('stored last communication, battery and samples', () => {
  type Activity = { lastCommunicationAt: string | null; samples: Array<{ connection: string; batteryPercent: number | null; batteryState: string | null; speed: number | null }> };
  const record = async (id: number) => (await server.api<{ lastCommunicationAt: string | null }>('GET', `/api/robots/${id}`, undefined, admin)).body;
  const activity = async (id: number) => (await server.api<Activity>('GET', `/api/robots/${id}/activity`, undefined, admin)).body;
  const poll = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('writes last communication and battery to the robot and a sample on connect and on disconnect', async () => {
    const robot = await newRobot();
    expect((await record(robot.id)).lastCommunicationAt).toBeNull();
    expect((await activity(robot.id)).samples).toEqual([]);
    const connectedAt = Date.now();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId, { battery: { percent: 77.5, state: 'charging' } }));
    const stored = await poll(() => record(robot.id), (r) => r.lastCommunicationAt !== null, 'last communication on connect');
    expect(Date.parse(stored.lastCommunicationAt ?? '')).toBeGreaterThanOrEqual(connectedAt - 1000);
    const online = await poll(() => activity(robot.id), (a) => a.samples.some((s) => s.connection === 'online'), 'online sample');
    expect(online.lastCommunicationAt).not.toBeNull();
    socket.close();
    const offline = await poll(() => activity(robot.id), (a) => a.samples.some((s) => s.connection === 'offline'), 'offline sample');
    expect(offline.samples[0]).toMatchObject({ connection: 'offline', batteryPercent: 77.5, batteryState: 'charging' });
    const row = server.sql.get('SELECT battery_percent, last_communication_at FROM robots WHERE id = ?', robot.id) as { battery_percent: number; last_communication_at: string };
    expect(row.battery_percent).toBe(77.5);
    expect(Date.parse(row.last_communication_at)).toBeGreaterThanOrEqual(Date.parse(stored.lastCommunicationAt ?? ''));
  });

  it('stores the robot\'s speed with each sample (how fast, backwards too), for the activity page\'s speed chart', async () => {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId, { velocity: { linear: -0.45, angular: 0.2 } }));
    await poll(() => record(robot.id), (r) => r.lastCommunicationAt !== null, 'last communication on connect');
    socket.close();
    const offline = await poll(() => activity(robot.id), (a) => a.samples.some((s) => s.connection === 'offline'), 'offline sample');
    expect(offline.samples[0]).toMatchObject({ connection: 'offline', speed: 0.45 });
    // Every sample answers the field; one taken before the robot said anything has no speed.
    for (const sample of offline.samples) expect(sample.speed === null || typeof sample.speed === 'number').toBe(true);
  });
});

describe('offline detection', () => {
  it('shows a robot offline within 3 s of its simulator being killed, and online again after a restart', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const sim = await spawnSim(server, [robot]);
    children.push(sim);
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online');
    const killedAt = Date.now();
    sim.kill('SIGKILL');
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'offline' ? true : undefined), 3000, 'offline');
    expect(Date.now() - killedAt).toBeLessThan(3000);
    children.push(await spawnSim(server, [robot]));
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online again');
    expect(await connectionEvents(robot.id)).toEqual(['online', 'offline', 'online']);
  });

  it('shows a robot offline within 3 s when its link goes silent without closing', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId));
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'online' ? true : undefined), 3000, 'online');
    // Silence: the socket stays open but the robot says nothing more (a dead network path).
    const silentFrom = Date.now();
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'offline' ? true : undefined), 4000, 'offline');
    expect(Date.now() - silentFrom).toBeLessThanOrEqual(3000);
    // This link still works, so the robot learns why it was cut.
    expect(await socket.closed()).toBe(4408);
  });
});

describe('simulated robot over the wire', () => {
  it('drives under teleop, stops by its dead-man rule, and acks with the sequence number', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    children.push(await spawnSim(server, [robot]));
    const online = () => latestState(stream, robot.serialNo);
    await stream.until(() => ((online()?.telemetry as object | null) ? true : undefined), 10_000, 'telemetry');
    const start = (online()?.telemetry as { pose: { x: number; y: number } }).pose;
    stream.send({ type: 'command', ref: 41, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.8, angular: 0, deadmanMs: 500 } });
    const ack = await stream.waitFor((m) => m.type === 'ack' && m.ref === 41);
    expect(ack).toMatchObject({ result: 'ok', serialNo: robot.serialNo });
    const velocity = () => (online()?.telemetry as { velocity: { linear: number } }).velocity.linear;
    await stream.until(() => (velocity() > 0 ? true : undefined), 2000, 'moving');
    const sentAt = Date.now();
    // No further command: the robot must stop on its own once the 500 ms dead-man interval passes.
    await stream.until(() => (velocity() === 0 ? true : undefined), 2000, 'dead-man stop');
    expect(Date.now() - sentAt).toBeLessThan(1500);
    const end = (online()?.telemetry as { pose: { x: number; y: number } }).pose;
    expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeGreaterThan(0.1);
  });

  it('sends camera frames only to the browser that turned the camera on', async () => {
    const robot = await newRobot();
    const viewer = await browser(server, admin, [ids.tower]);
    const bystander = await browser(server, admin, [ids.tower]);
    sockets.push(viewer, bystander);
    children.push(await spawnSim(server, [robot]));
    await viewer.until(() => (latestState(viewer, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online');
    viewer.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'camera', on: true, camera: 'v1', fps: 5 } });
    await viewer.waitFor((m) => m.type === 'ack' && m.ref === 1 && m.result === 'ok');
    const frame = await viewer.until(() => viewer.binary[0], 5000, 'camera frame');
    expect(frame.subarray(0, 4).toString()).toBe('FDCF');
    const headerLength = frame.readUInt16BE(5);
    const header = JSON.parse(frame.subarray(7, 7 + headerLength).toString()) as { serialNo: string; camera: string; ts: number };
    expect(header).toMatchObject({ serialNo: robot.serialNo, camera: 'v1' });
    expect(Date.now() - header.ts).toBeLessThan(2000);
    expect([frame[7 + headerLength], frame[8 + headerLength]]).toEqual([0xff, 0xd8]);
    // Frames go out to viewers as they come in; once the viewer has had a few, a pong the bystander
    // asks for later is behind any frame that could have been sent to it.
    await viewer.until(() => (viewer.binary.length >= 3 ? true : undefined), 5000, 'three camera frames');
    await roundTrip(bystander);
    expect(bystander.binary).toHaveLength(0);
  });
});

// Last in the file: it kills and restarts the server.
describe('a crash of the only process', () => {
  it('logs on the next start the offline event of each robot the crash left online, dated before the crash', async () => {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(ids.towerFloor));
    await expect.poll(() => connectionEvents(robot.id), { timeout: 10_000, interval: 200 }).toEqual(['online']);
    await server.kill();
    const killedAt = Date.now();
    socket.terminate();
    await server.restart();
    admin = await server.login(demo.orgAdmin);
    await expect.poll(() => connectionEvents(robot.id), { timeout: 10_000, interval: 200 }).toEqual(['online', 'offline']);
    const res = await server.api<{ events: Array<{ kind: string; code: string; at: string }> }>('GET', `/api/robots/${robot.id}/activity`, undefined, admin);
    const offline = res.body.events.find((e) => e.kind === 'connection' && e.code === 'offline');
    expect(Date.parse(offline!.at)).toBeLessThanOrEqual(killedAt);
  });
});
