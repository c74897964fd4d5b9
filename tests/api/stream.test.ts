import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, latestState, registerRobot, telemetry, RecordingSocket, type Message } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.terminate();
});
afterAll(async () => {
  await server?.stop();
});

let n = 0;
async function onlineRobot() {
  const robot = await registerRobot(server, admin, { name: `Stream ${++n}`, serialNo: `ST-${n}-${Date.now() % 100000}`, model: 'Ex', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  const { socket } = await handRobot(server, robot.serialNo, robot.credential);
  sockets.push(socket);
  socket.send(telemetry(robot.floorId));
  return { ...robot, socket };
}

const commands = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command') as Array<Message & { seq: number; command: { name: string } }>;

describe('/api/stream authentication', () => {
  it('closes with 4401 on a bad token and answers ready with the permitted buildings on a good one', async () => {
    const bad = await RecordingSocket.open(`${server.url.replace('http', 'ws')}/api/stream`);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed()).toBe(4401);
    const good = await browser(server, admin, undefined);
    sockets.push(good);
    const ready = good.messages.find((m) => m.type === 'ready') as Message & { buildingIds: number[] };
    expect(ready.buildingIds).toContain(ids.tower);
    expect(ready.buildingIds).not.toContain(ids.warehouse);
  });

  it('refuses anything before auth', async () => {
    const socket = await RecordingSocket.open(`${server.url.replace('http', 'ws')}/api/stream`);
    socket.send({ type: 'subscribe', buildingIds: null });
    expect(await socket.closed()).toBe(4401);
  });
});

describe('live state fan-out', () => {
  it('reaches a subscriber of a permitted building and never one of another organization', async () => {
    const own = await browser(server, admin, null);
    const other = await browser(server, await server.login(demo.otherAdmin), [ids.tower, ids.warehouse]);
    sockets.push(own, other);
    expect(other.messages.find((m) => m.type === 'subscribed')).toMatchObject({ buildingIds: [ids.warehouse] });
    const robot = await onlineRobot();
    robot.socket.send(telemetry(robot.floorId, { pose: { x: 12.5, y: 7.25, yaw: 1 } }));
    await own.until(() => ((latestState(own, robot.serialNo)?.telemetry as { pose?: { x: number } } | null)?.pose?.x === 12.5 ? true : undefined), 3000, 'pose');
    expect(latestState(own, robot.serialNo)).toMatchObject({ connection: 'online', buildingId: ids.tower, model: 'Ex' });
    await new Promise((r) => setTimeout(r, 400));
    expect(latestState(other, robot.serialNo)).toBeUndefined();
    other.send({ type: 'command', ref: 9, serialNo: robot.serialNo, command: { name: 'stop' } });
    expect(await other.waitFor((m) => m.type === 'ack' && m.ref === 9)).toMatchObject({ result: 'rejected', code: 'FORBIDDEN' });
    expect(commands(robot.socket)).toHaveLength(0);
  });

  it('coalesces: a burst of telemetry reaches the browser as the latest state, at most once per robot per tick', async () => {
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const robot = await onlineRobot();
    await stream.until(() => latestState(stream, robot.serialNo), 3000, 'first state');
    const from = stream.messages.length;
    for (let i = 1; i <= 50; i++) robot.socket.send(telemetry(robot.floorId, { pose: { x: i, y: 1, yaw: 0 } }));
    await stream.until(() => ((latestState(stream, robot.serialNo)?.telemetry as { pose: { x: number } } | null)?.pose.x === 50 ? true : undefined), 3000, 'latest pose');
    const updates = stream.messages.slice(from).filter((m) => m.type === 'robots').flatMap((m) => (m.robots as Array<{ serialNo: string }>).filter((r) => r.serialNo === robot.serialNo));
    expect(updates.length).toBeLessThan(10);
    for (const m of stream.messages.slice(from).filter((x) => x.type === 'robots')) {
      const mine = (m.robots as Array<{ serialNo: string }>).filter((r) => r.serialNo === robot.serialNo);
      expect(mine.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('commands over the stream', () => {
  it('routes teleop to the robot with a sequence number and brings the ack back to the sender', async () => {
    const robot = await onlineRobot();
    const stream = await browser(server, await server.login(demo.operator), [ids.tower]);
    sockets.push(stream);
    stream.send({ type: 'command', ref: 7, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.3, angular: 0.1, deadmanMs: 400 } });
    const received = await robot.socket.waitFor((m) => m.type === 'command');
    expect(received).toMatchObject({ command: { name: 'teleop', linear: 0.3, angular: 0.1, deadmanMs: 400 } });
    expect(typeof received.seq).toBe('number');
    robot.socket.send({ type: 'ack', seq: received.seq, result: 'ok' });
    expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 7)).toMatchObject({ result: 'ok', serialNo: robot.serialNo });
  });

  it('refuses a dead-man interval above 500 ms', async () => {
    const robot = await onlineRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.3, angular: 0, deadmanMs: 5000 } });
    expect(await stream.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(commands(robot.socket)).toHaveLength(0);
  });

  it('sends stop past the command queue and cancels what waits in it', async () => {
    const robot = await onlineRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'speech', text: 'Hello everyone', voice: 'ja-female' } });
    stream.send({ type: 'command', ref: 2, serialNo: robot.serialNo, command: { name: 'photo', camera: 'v1' } });
    const speech = await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'speech');
    await new Promise((r) => setTimeout(r, 200));
    // The robot is still speaking (no ack yet): the photo waits on the server.
    expect(commands(robot.socket).map((c) => c.command.name)).toEqual(['speech']);
    stream.send({ type: 'command', ref: 3, serialNo: robot.serialNo, command: { name: 'stop' } });
    const stop = await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'stop');
    expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 2)).toMatchObject({ result: 'cancelled', code: 'STOPPED' });
    robot.socket.send({ type: 'ack', seq: stop.seq, result: 'ok' });
    robot.socket.send({ type: 'ack', seq: speech.seq, result: 'cancelled', code: 'STOPPED' });
    expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 3)).toMatchObject({ result: 'ok' });
    expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 1)).toMatchObject({ result: 'cancelled' });
    expect(commands(robot.socket).map((c) => c.command.name)).toEqual(['speech', 'stop']);
  });

  it('stops a robot when the browser driving it drops its stream', async () => {
    const robot = await onlineRobot();
    const stream = await browser(server, admin, [ids.tower]);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.5, angular: 0, deadmanMs: 500 } });
    const teleop = await robot.socket.waitFor((m) => m.type === 'command');
    robot.socket.send({ type: 'ack', seq: teleop.seq, result: 'ok' });
    robot.socket.send(telemetry(robot.floorId, { velocity: { linear: 0.5, angular: 0 } }));
    await stream.waitFor((m) => m.type === 'ack' && m.ref === 1);
    stream.terminate();
    const stop = await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'stop', 2000);
    expect(stop.seq).toBeGreaterThan(teleop.seq as number);
  });

  it('answers a command for an offline robot with ROBOT_OFFLINE', async () => {
    const robot = await onlineRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    robot.socket.close();
    await robot.socket.closed();
    await new Promise((r) => setTimeout(r, 100));
    stream.send({ type: 'command', ref: 5, serialNo: robot.serialNo, command: { name: 'photo', camera: 'v1' } });
    expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 5)).toMatchObject({ result: 'error', code: 'ROBOT_OFFLINE' });
  });
});

describe('camera frames', () => {
  const cameraOn = (ref: number, serialNo: string) => ({ type: 'command', ref, serialNo, command: { name: 'camera', on: true, camera: 'v1' } });
  const frame = (seq: number) => encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: seq, width: 4, height: 3 }, Buffer.from([0xff, 0xd8, seq, 0xff, 0xd9]));

  it('gives a browser that turns the camera on the robot\'s newest frame at once, before the robot answers', async () => {
    const robot = await onlineRobot();
    const first = await browser(server, admin, [ids.tower]);
    sockets.push(first);
    first.send(cameraOn(1, robot.serialNo));
    const on = await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'camera');
    robot.socket.send({ type: 'ack', seq: on.seq, result: 'ok' });
    robot.socket.socket.send(frame(7));
    await first.until(() => first.binary[0], 3000, 'the live frame');

    // A reload: the page leaves and a new one turns the same camera on a moment later.
    first.terminate();
    const again = await browser(server, admin, [ids.tower]);
    sockets.push(again);
    const before = commands(robot.socket).length;
    again.send(cameraOn(2, robot.serialNo));
    const replayed = await again.until(() => again.binary[0], 3000, 'the newest frame');
    expect(replayed.subarray(-3)).toEqual(Buffer.from([7, 0xff, 0xd9]));
    // The robot has not answered the new camera command: the frame came from the server's copy.
    expect(again.messages.some((m) => m.type === 'ack' && m.ref === 2)).toBe(false);
    await robot.socket.until(() => commands(robot.socket)[before], 3000, 'the camera command');
  });

  it('gives nothing before the robot streams when its camera has not sent a frame lately', async () => {
    const robot = await onlineRobot();
    const viewer = await browser(server, admin, [ids.tower]);
    sockets.push(viewer);
    viewer.send(cameraOn(1, robot.serialNo));
    const on = await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'camera');
    robot.socket.send({ type: 'ack', seq: on.seq, result: 'ok' });
    await viewer.waitFor((m) => m.type === 'ack' && m.ref === 1);
    expect(viewer.binary).toHaveLength(0);
  });
});

describe('registered status, deleted and moved robots', () => {
  const states = (socket: RecordingSocket, serialNo: string, from = 0) =>
    socket.messages.slice(from).filter((m) => m.type === 'robots' && (m.robots as Array<{ serialNo: string }>).some((r) => r.serialNo === serialNo));
  const removal = (socket: RecordingSocket, serialNo: string) => socket.messages.findIndex((m) => m.type === 'removed' && m.serialNo === serialNo);

  it("carries the status an administrator registers, live, beside the robot's own", async () => {
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const robot = await onlineRobot();
    await stream.until(() => (latestState(stream, robot.serialNo)?.telemetry ? true : undefined), 3000, 'first state');
    expect(latestState(stream, robot.serialNo)).toMatchObject({ registeredStatus: 1, telemetry: { status: 1 } });
    expect((await server.api('PATCH', `/api/robots/${robot.id}`, { status: 2 }, admin)).status).toBe(200);
    await stream.until(() => (latestState(stream, robot.serialNo)?.registeredStatus === 2 ? true : undefined), 3000, 'registered status 2');
    expect(latestState(stream, robot.serialNo)).toMatchObject({ registeredStatus: 2, telemetry: { status: 1 } });
    // A browser subscribing now gets it in its snapshot too.
    const later = await browser(server, admin, [ids.tower]);
    sockets.push(later);
    await later.until(() => latestState(later, robot.serialNo), 3000, 'snapshot');
    expect(latestState(later, robot.serialNo)).toMatchObject({ registeredStatus: 2 });
  });

  it('tells the followers of its building that a deleted robot is gone, and sends nothing of it after', async () => {
    const stream = await browser(server, admin, [ids.tower]);
    const elsewhere = await browser(server, admin, [ids.plaza]);
    sockets.push(stream, elsewhere);
    const robot = await onlineRobot();
    await stream.until(() => latestState(stream, robot.serialNo), 3000, 'first state');
    expect((await server.api('DELETE', `/api/robots/${robot.id}`, undefined, admin)).status).toBe(204);
    const removed = await stream.waitFor((m) => m.type === 'removed' && m.serialNo === robot.serialNo);
    expect(removed).toEqual({ type: 'removed', robotId: robot.id, serialNo: robot.serialNo, buildingId: ids.tower });
    // Its connection is closed by the delete; that offline change must not bring it back.
    await robot.socket.closed();
    await new Promise((r) => setTimeout(r, 500));
    expect(states(stream, robot.serialNo, removal(stream, robot.serialNo))).toEqual([]);
    expect(elsewhere.messages.some((m) => m.serialNo === robot.serialNo)).toBe(false);
  });

  it('moves a robot between buildings: removed for the old building, its state for the new one', async () => {
    const tower = await browser(server, admin, [ids.tower]);
    const plaza = await browser(server, admin, [ids.plaza]);
    const both = await browser(server, admin, [ids.tower, ids.plaza]);
    sockets.push(tower, plaza, both);
    const robot = await onlineRobot();
    await tower.until(() => latestState(tower, robot.serialNo), 3000, 'first state');
    await both.until(() => latestState(both, robot.serialNo), 3000, 'first state');
    const moved = await server.api('PATCH', `/api/robots/${robot.id}`, { buildingId: ids.plaza, initialFloorId: ids.plazaFloor }, admin);
    expect(moved.status).toBe(200);
    expect(await tower.waitFor((m) => m.type === 'removed' && m.serialNo === robot.serialNo)).toMatchObject({ robotId: robot.id, buildingId: ids.tower });
    await plaza.until(() => (latestState(plaza, robot.serialNo)?.buildingId === ids.plaza ? true : undefined), 3000, 'state in the new building');
    expect(plaza.messages.some((m) => m.type === 'removed')).toBe(false);
    // The gateway closes the moved robot (4410) so it learns its new floors; it comes back online there.
    expect(await robot.socket.closed()).toBe(4410);
    const back = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(back.socket);
    back.socket.send(telemetry(ids.plazaFloor));
    await plaza.until(() => (latestState(plaza, robot.serialNo)?.connection === 'online' ? true : undefined), 3000, 'online in the new building');
    expect(latestState(plaza, robot.serialNo)).toMatchObject({ connection: 'online', buildingId: ids.plaza });
    // Following both: first the removal from the tower, then the state in the plaza.
    await both.until(() => (latestState(both, robot.serialNo)?.buildingId === ids.plaza ? true : undefined), 3000, 'moved state');
    const removedAt = removal(both, robot.serialNo);
    expect(removedAt).toBeGreaterThan(-1);
    expect(states(both, robot.serialNo, removedAt).length).toBeGreaterThan(0);
    // Its telemetry goes on reaching the new building only.
    const from = tower.messages.length;
    back.socket.send(telemetry(ids.plazaFloor, { pose: { x: 3.5, y: 1, yaw: 0 } }));
    await plaza.until(() => ((latestState(plaza, robot.serialNo)?.telemetry as { pose: { x: number } } | null)?.pose.x === 3.5 ? true : undefined), 3000, 'telemetry');
    expect(states(tower, robot.serialNo, from)).toEqual([]);
  });
});
