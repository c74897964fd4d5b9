// Issue 17 item 3: a cluster of `fleetdeck serve` processes on one PostgreSQL database and one NATS
// server. Process A is a test server; process B serves the same database and keeps its files in
// A's files folder. What one process learns must hold on the other at once: a write made through B
// is in A's next list answer (A's list cache heard B's write over NATS), a logout through B ends the
// session on A, and its open stream on A closes; sign-in rate limits and lockouts count the
// requests of both processes together.
// Item 5, last: B killed with SIGKILL hands its robots to A within 10 s, loses no write it
// acknowledged, and leaves a robot that a teleop session drove on it stopped.
// Runs where the test script started PostgreSQL and NATS (scripts/test.sh's PostgreSQL phase).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeCameraFrame, encodeCameraFrame, encodeRobotMapReport, Gateway, type LiveTelemetry } from '@fleetdeck/model';
import { demo, DEMO_PASSWORD, onPostgres, removeDir, request, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { spawnServer, type ServerProcess } from '../shared/serverProcess.js';
import { browser, demoIds, handRobot, latestState, registerRobot, spawnSim, telemetry, telemetrySeen, type Message, type RecordingSocket } from './gateway-helpers.js';

const natsUrl = process.env.FLEETDECK_TEST_NATS_URL;
/** Sign-in requests allowed a minute from one address: room for every sign-in of this file on the login route. */
const PER_CLIENT = 30;

let a: TestServer;
let b: TestServer;
let tower: number;
let towerFloor: number;
let clusterEnv: Record<string, string>;
const children: ChildProcess[] = [];

/**
 * A second process on A's database, shaped as a TestServer for the shared helpers. With `sharedFiles`
 * it keeps uploads and photos in A's files folder, as docs/deploy.md has a cluster's processes share
 * one (`FLEETDECK_FILES`), each with a data folder of its own.
 */
async function joinCluster(first: TestServer, env: Record<string, string>, sharedFiles = false): Promise<[TestServer, ServerProcess]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fleetdeck-api-peer-'));
  const files: Record<string, string> = sharedFiles ? { FLEETDECK_FILES: join(first.dataDir, 'files') } : {};
  const proc = await spawnServer({ dataDir, env: { SMTP_URL: '', DATABASE_URL: first.databaseUrl, ...files, ...env } });
  const peer: TestServer = {
    url: proc.url,
    dataDir,
    databaseUrl: first.databaseUrl,
    smtp: null,
    output: () => proc.output(),
    api: (method, path, body, token, headers) => request(proc.url, method, path, body, token, headers),
    async login(loginId, password = DEMO_PASSWORD) {
      const res = await request<{ token?: string }>(proc.url, 'POST', '/api/operators/login', { loginId, loginPw: password });
      if (res.status !== 200 || !res.body.token) throw new Error(`login ${loginId} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    get sql() {
      return first.sql;
    },
    kill: () => proc.kill(),
    restart: () => Promise.reject(new Error('the peer is not restarted')),
    async stop() {
      await proc.stop();
      await removeDir(dataDir);
    },
  };
  return [peer, proc];
}

interface ClusterWork { cluster: { holderChecksPending: number; orphanSweepDone: boolean } }

let systemSession: string | undefined;
/** One system administrator's session for the whole file: sessions hold on every process, and sign-ins are rate limited. */
const systemToken = async () => (systemSession ??= await a.login(demo.system));

/** This process's cluster work still to finish, from the gateway metrics (a system administrator's). */
async function clusterWork(server: TestServer): Promise<ClusterWork['cluster']> {
  const res = await server.api<ClusterWork>('GET', '/api/system/gateway-metrics', undefined, await systemToken());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.cluster;
}

/**
 * Resolves once each process sees the robots offline and has judged every silent robot's process:
 * any offline event one of them was going to write is written by then, so a log read next is final.
 */
async function holderChecksDone(servers: TestServer[], token: string, robotIds: number[]): Promise<void> {
  await vi.waitFor(async () => {
    for (const server of servers) {
      for (const id of robotIds) {
        expect((await server.api<{ connection: string }>('GET', `/api/robots/${id}/activity?limit=1`, undefined, token)).body.connection).toBe('offline');
      }
      expect((await clusterWork(server)).holderChecksPending).toBe(0);
    }
  }, { timeout: 15_000, interval: 200 });
}

describe.runIf(onPostgres && natsUrl)('a cluster of two processes on PostgreSQL and NATS', () => {
  beforeAll(async () => {
    const env = { NATS_URL: natsUrl!, FLEETDECK_AUTH_RATE_PER_CLIENT: String(PER_CLIENT) };
    clusterEnv = env;
    a = await startTestServer({ smtp: false, env });
    [b] = await joinCluster(a, env, true);
    ({ tower, towerFloor } = demoIds(a));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await b?.stop();
    await a?.stop();
  });

  it('answers a list on A with a write made through B a moment before', async () => {
    const tokenA = await a.login(demo.orgAdmin);
    const tokenB = await b.login(demo.orgAdmin);
    const before = await a.api<{ id: number; name: string }[]>('GET', '/api/buildings', undefined, tokenA);
    expect(before.status).toBe(200);
    for (let i = 1; i <= 5; i++) {
      const name = `Aozora Tower ${i}`;
      expect((await b.api('PATCH', `/api/buildings/${tower}`, { name }, tokenB)).status).toBe(200);
      const after = await a.api<{ id: number; name: string }[]>('GET', '/api/buildings', undefined, tokenA);
      expect(after.body.find((row) => row.id === tower)?.name).toBe(name);
    }
  });

  it('ends on A a session signed out through B, and closes its stream on A', async () => {
    const token = await a.login(demo.orgAdmin);
    expect((await a.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
    const stream = await browser(a, token, [tower]);
    try {
      expect((await b.api('POST', '/api/operators/logout', undefined, token)).status).toBe(204);
      expect((await a.api('GET', '/api/my/session', undefined, token)).status).toBe(401);
      expect(await stream.closed(1000)).toBe(4401);
    } finally {
      stream.terminate();
    }
  });

  it('counts one address\'s sign-in requests on both processes together', async () => {
    const call = (server: TestServer) => server.api<ErrorBody>('POST', '/api/operators/reset-password-request', { loginId: 'nobody@nowhere.example' });
    const answers = [];
    for (let i = 0; i < PER_CLIENT; i++) answers.push((await call(i % 2 === 0 ? a : b)).status);
    expect(answers).toEqual(Array(PER_CLIENT).fill(204));
    expect((await call(b)).status).toBe(429);
    expect((await call(a)).status).toBe(429);
  });

  it('locks an account after five failures spread over both processes', async () => {
    const loginId = demo.manager;
    const attempt = (server: TestServer, loginPw: string) => server.api<ErrorBody>('POST', '/api/operators/login', { loginId, loginPw });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 === 0 ? a : b, 'Wrong-password-1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    for (const server of [a, b]) {
      const refused = await attempt(server, DEMO_PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_LOCKED');
    }
  });

  it('lets a robot registered through A connect to B, and closes it on B when A replaces its credential', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robot = await registerRobot(a, admin, { name: 'Cluster hop', serialNo: 'CL-HOP-1', model: 'Ex', buildingId: tower, initialFloorId: towerFloor });
    const { socket, welcome } = await handRobot(b, robot.serialNo, robot.credential);
    // The robot keeps talking, or B would close it for silence on a slow machine.
    const heartbeat = setInterval(() => socket.send(telemetry(robot.floorId)), 500);
    try {
      expect(welcome.type).toBe('welcome');
      socket.send(telemetry(robot.floorId));
      const rotated = await a.api<{ credential: string }>('POST', `/api/robots/${robot.id}/credential`, undefined, admin);
      expect(rotated.status).toBe(200);
      expect(await socket.closed(3000)).toBe(4401);
      const again = await handRobot(b, robot.serialNo, rotated.body.credential);
      expect(again.welcome.type).toBe('welcome');
      again.socket.terminate();
    } finally {
      clearInterval(heartbeat);
      socket.terminate();
    }
  });

  it('shows a robot connected to B live on A, and drives it from A with the dead-man kept', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robot = await registerRobot(a, admin, { name: 'Driven over the hop', serialNo: 'CL-DRIVE-1', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const stream = await browser(a, admin, [tower]);
    const sim = await spawnSim(a, [robot], ['--url', `${b.url.replace('http', 'ws')}/gateway`, '--no-autonomous', '--faults-per-hour', '0']);
    children.push(sim);
    try {
      const state = () => latestState(stream, robot.serialNo);
      await stream.until(() => (state()?.connection === 'online' && state()?.telemetry ? true : undefined), 15_000, 'online on A with telemetry');
      const sentAt = Date.now();
      stream.send({ type: 'command', ref: 7, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.8, angular: 0, deadmanMs: 500 } });
      const ack = await stream.waitFor((m) => m.type === 'ack' && m.ref === 7, 5000);
      expect(ack).toMatchObject({ result: 'ok', serialNo: robot.serialNo });
      console.log(`teleop through the hop: ack after ${Date.now() - sentAt} ms`);
      const velocity = () => (state()?.telemetry as { velocity: { linear: number } }).velocity.linear;
      await stream.until(() => (velocity() > 0 ? true : undefined), 3000, 'moving');
      const movingAt = Date.now();
      // No further command: the robot stops on its own once the 500 ms dead-man interval passes.
      await stream.until(() => (velocity() === 0 ? true : undefined), 3000, 'dead-man stop');
      expect(Date.now() - movingAt).toBeLessThan(2000);
      // The stop lane reaches it through the hop too.
      stream.send({ type: 'command', ref: 8, serialNo: robot.serialNo, command: { name: 'stop' } });
      expect(await stream.waitFor((m) => m.type === 'ack' && m.ref === 8, 5000)).toMatchObject({ result: 'ok' });
    } finally {
      sim.kill('SIGKILL');
      stream.terminate();
    }
  });

  it('starts a scheduled flow once across the cluster, on a robot connected to the other process', async () => {
    const admin = await systemToken();
    const robot = await registerRobot(a, admin, { name: 'Scheduled over the hop', serialNo: 'CL-SCHED-1', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const { socket } = await handRobot(b, robot.serialNo, robot.credential);
    // A robot that accepts every command, as a real one does.
    socket.socket.on('message', (data, binary) => {
      if (binary) return;
      const message = JSON.parse(String(data)) as { type: string; seq?: number };
      if (message.type === 'command') socket.send({ type: 'ack', seq: message.seq, result: 'ok' });
    });
    socket.send(telemetry(towerFloor));
    const heartbeat = setInterval(() => socket.send(telemetry(towerFloor)), 500);
    try {
      await expect.poll(async () => (await a.api<{ connection: string }>('GET', `/api/robots/${robot.id}/activity?limit=1`, undefined, admin)).body.connection, { timeout: 10_000, interval: 100 }).toBe('online');
      const flow = await a.api<{ id: number }>('POST', '/api/flows', { name: 'Scheduled hop', buildingId: tower, floorId: towerFloor, definition: JSON.stringify({ waypoints: [{ x: 3, y: 3 }] }) }, admin);
      expect(flow.status, JSON.stringify(flow.body)).toBe(201);
      // Tokyo wall clock (no DST), a few seconds ahead: both processes plan it; one starts it.
      const tokyoIn = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19);
      const entry = await a.api<{ id: number }>('POST', '/api/schedules', {
        title: 'Across the cluster', buildingId: tower, robotId: robot.id, flowId: flow.body.id, start: tokyoIn(3000), end: tokyoIn(60_000), repeat: 'none', weekdays: ['monday'], priority: false,
      }, admin);
      expect(entry.status, JSON.stringify(entry.body)).toBe(201);
      const logs = async () => (await b.api<Array<{ result: string }>>('GET', `/api/schedule-logs?filter=${encodeURIComponent(JSON.stringify({ where: { scheduleId: entry.body.id } }))}`, undefined, admin)).body;
      await expect.poll(async () => (await logs()).map((row) => row.result), { timeout: 30_000, interval: 200 }).toEqual(['running']);
      const flowStarts = () => socket.messages.filter((m) => m.type === 'command' && (m.command as { name: string; action?: string }).name === 'flow' && (m.command as { action?: string }).action === 'start');
      expect(flowStarts()).toHaveLength(1);
      expect((flowStarts()[0]!.command as { flowId?: number }).flowId).toBe(flow.body.id);
      // Both schedulers have had the occurrence's start behind them for a while once the entry's own
      // log row is running; a second start would have reached the robot before its first was acknowledged.
      expect(await logs()).toHaveLength(1);
    } finally {
      clearInterval(heartbeat);
      socket.terminate();
    }
  });

  it('shows on A the camera of a simulated robot connected to B, and keeps it streaming while a browser on B still watches', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robot = await registerRobot(a, admin, { name: 'Watched over the hop', serialNo: 'CL-CAM-1', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const onA = await browser(a, admin, [tower]);
    const onB = await browser(b, await b.login(demo.orgAdmin), [tower]);
    const sim = await spawnSim(a, [robot], ['--url', `${b.url.replace('http', 'ws')}/gateway`, '--no-autonomous', '--faults-per-hour', '0']);
    children.push(sim);
    const camera = (ref: number, on: boolean) => ({ type: 'command', ref, serialNo: robot.serialNo, command: { name: 'camera', on, camera: 'v1' } });
    try {
      await onA.until(() => (latestState(onA, robot.serialNo)?.connection === 'online' ? true : undefined), 15_000, 'online on A');
      onA.send(camera(1, true));
      expect(await onA.waitFor((m) => m.type === 'ack' && m.ref === 1, 5000)).toMatchObject({ result: 'ok' });
      await onA.until(() => (onA.binary.length >= 2 ? true : undefined), 5000, 'frames on A');
      const header = decodeCameraFrame(onA.binary[0]!)?.header;
      expect(header).toMatchObject({ camera: 'v1', serialNo: robot.serialNo });

      // B's own browser watches too: A turning its camera off must not stop the robot streaming for it.
      onB.send(camera(2, true));
      await onB.waitFor((m) => m.type === 'ack' && m.ref === 2, 5000);
      onA.send(camera(3, false));
      expect(await onA.waitFor((m) => m.type === 'ack' && m.ref === 3, 5000)).toMatchObject({ result: 'ok' });
      const seen = onB.binary.length;
      await onB.until(() => (onB.binary.length >= seen + 2 ? true : undefined), 5000, 'frames on B after A stopped watching');
    } finally {
      sim.kill('SIGKILL');
      onA.terminate();
      onB.terminate();
    }
  });

  it('turns the camera of a robot on B off once the process whose browser watched it dies', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robot = await registerRobot(a, admin, { name: 'Watched by the dead', serialNo: 'CL-CAM-2', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const [c] = await joinCluster(a, clusterEnv);
    const { socket } = await handRobot(b, robot.serialNo, robot.credential);
    const alive = () => socket.send(telemetry(robot.floorId, { camera: 'v1' }));
    const heartbeat = setInterval(alive, 500);
    type Command = { type: string; seq: number; command: { name: string; on?: boolean } };
    const camera = (on: boolean) => (m: Record<string, unknown>) => m.type === 'command' && (m as Command).command.name === 'camera' && (m as Command).command.on === on;
    try {
      alive();
      const viewer = await browser(c, await c.login(demo.orgAdmin), [tower]);
      await viewer.until(() => (latestState(viewer, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online on C');
      viewer.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'camera', on: true, camera: 'v1' } });
      const on = (await socket.waitFor(camera(true), 5000)) as Command;
      socket.send({ type: 'ack', seq: on.seq, result: 'ok' });
      socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3 }, Buffer.from([0xff, 0xd8, 1, 0xff, 0xd9])));
      await viewer.until(() => viewer.binary[0], 5000, 'the frame on C');
      await c.kill();
      // No one will turn it off for the dead process's browser: B finds the process gone and does.
      const off = (await socket.waitFor(camera(false), 15_000)) as Command;
      expect(off.command).toMatchObject({ name: 'camera', on: false, camera: 'v1' });
    } finally {
      clearInterval(heartbeat);
      socket.terminate();
      await c.stop().catch(() => undefined);
    }
  });

  it('logs once the offline event of a robot whose process was killed, and none for one that reconnected elsewhere at once', async () => {
    const admin = await a.login(demo.orgAdmin);
    const lost = await registerRobot(a, admin, { name: 'Lost with its process', serialNo: 'CL-LOST-1', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const moved = await registerRobot(a, admin, { name: 'Moved on', serialNo: 'CL-MOVED-1', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const [c] = await joinCluster(a, clusterEnv);
    const sockets = [(await handRobot(c, lost.serialNo, lost.credential)).socket, (await handRobot(c, moved.serialNo, moved.credential)).socket];
    const alive = () => {
      for (const socket of sockets) if (socket.socket.readyState === socket.socket.OPEN) socket.send(telemetry(towerFloor));
    };
    const heartbeat = setInterval(alive, 500);
    const connectionEvents = async (id: number) => {
      const res = await a.api<{ events: Array<{ kind: string; code: string }> }>('GET', `/api/robots/${id}/activity`, undefined, admin);
      return res.body.events.filter((e) => e.kind === 'connection').map((e) => e.code).reverse();
    };
    const stream = await browser(a, admin, [tower]);
    try {
      alive();
      await stream.until(() => ([lost, moved].every((r) => latestState(stream, r.serialNo)?.connection === 'online') ? true : undefined), 10_000, 'both online on A');
      // C wrote their online events before it died: what the log holds then survives it.
      await vi.waitFor(async () => {
        for (const robot of [lost, moved]) expect(await connectionEvents(robot.id)).toEqual(['online']);
      }, { timeout: 10_000, interval: 200 });
      await c.kill();
      sockets.push((await handRobot(b, moved.serialNo, moved.credential)).socket);
      await vi.waitFor(async () => expect(await connectionEvents(lost.id)).toEqual(['online', 'offline']), { timeout: 15_000, interval: 250 });
      expect(latestState(stream, lost.serialNo)?.connection).toBe('offline');
      // Both survivors found the robot silent with its process gone; the one that came second
      // found the offline event written.
      await holderChecksDone([a, b], admin, [lost.id]);
      expect(await connectionEvents(lost.id)).toEqual(['online', 'offline']);
      const movedEvents = await connectionEvents(moved.id);
      expect(movedEvents).not.toContain('offline');
      expect(movedEvents.at(-1)).toBe('online');
      expect(latestState(stream, moved.serialNo)?.connection).toBe('online');
    } finally {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.terminate();
      stream.terminate();
      await c.stop().catch(() => undefined);
    }
  });

  it('logs once the offline event of each robot of a process stopped with SIGTERM, the survivors\' checks and its own late writes together', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robots: Array<Awaited<ReturnType<typeof registerRobot>>> = [];
    for (let i = 1; i <= 3; i++) robots.push(await registerRobot(a, admin, { name: `Stopped with its process ${i}`, serialNo: `CL-TERM-${i}`, model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor }));
    const [c, proc] = await joinCluster(a, clusterEnv);
    const sockets: RecordingSocket[] = [];
    for (const robot of robots) sockets.push((await handRobot(c, robot.serialNo, robot.credential)).socket);
    const alive = () => {
      for (const socket of sockets) if (socket.socket.readyState === socket.socket.OPEN) socket.send(telemetry(towerFloor));
    };
    const heartbeat = setInterval(alive, 500);
    const connectionEvents = async (id: number) => {
      const res = await a.api<{ events: Array<{ kind: string; code: string }> }>('GET', `/api/robots/${id}/activity`, undefined, admin);
      return res.body.events.filter((e) => e.kind === 'connection').map((e) => e.code).reverse();
    };
    const stream = await browser(a, admin, [tower]);
    try {
      alive();
      await stream.until(() => (robots.every((r) => latestState(stream, r.serialNo)?.connection === 'online') ? true : undefined), 10_000, 'all online on A');
      await vi.waitFor(async () => {
        for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online']);
      }, { timeout: 10_000, interval: 200 });
      // One robot never answers the close frame: its socket is cut only after the close grace.
      sockets[0]!.socket.pause();
      clearInterval(heartbeat);
      // SIGTERM: C stops answering the cluster's "alive" question at once, while it still writes
      // its robots' offline events; A and B then find them silent with their process gone.
      await proc.stop();
      await stream.until(() => (robots.every((r) => latestState(stream, r.serialNo)?.connection === 'offline') ? true : undefined), 15_000, 'all offline on A');
      await vi.waitFor(async () => {
        for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online', 'offline']);
      }, { timeout: 15_000, interval: 250 });
      // Once the survivors have judged every robot they found silent, a second "offline" from either would be there.
      await holderChecksDone([a, b], admin, robots.map((robot) => robot.id));
      for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online', 'offline']);
    } finally {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.terminate();
      stream.terminate();
      await c.stop().catch(() => undefined);
    }
  });

  it('logs once, on start-up, the offline events of robots left online by processes that all died', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robots: Array<Awaited<ReturnType<typeof registerRobot>>> = [];
    for (let i = 1; i <= 2; i++) robots.push(await registerRobot(a, admin, { name: `Orphaned ${i}`, serialNo: `CL-ORPHAN-${i}`, model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor }));
    // C runs without NATS: A and B never hear of its robots, so when it dies, no survivor writes
    // their "offline" events, as when every process of a cluster died.
    const [c] = await joinCluster(a, { FLEETDECK_AUTH_RATE_PER_CLIENT: String(PER_CLIENT) });
    const sockets: RecordingSocket[] = [];
    for (const robot of robots) sockets.push((await handRobot(c, robot.serialNo, robot.credential)).socket);
    const connectionEvents = async (id: number) => {
      const res = await a.api<{ events: Array<{ kind: string; code: string }> }>('GET', `/api/robots/${id}/activity`, undefined, admin);
      return res.body.events.filter((e) => e.kind === 'connection').map((e) => e.code).reverse();
    };
    try {
      for (const socket of sockets) socket.send(telemetry(towerFloor));
      await vi.waitFor(async () => {
        for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online']);
      }, { timeout: 10_000, interval: 200 });
      await c.kill();
      for (const socket of sockets) socket.terminate();
      expect(await connectionEvents(robots[0]!.id)).toEqual(['online']);
      // Two processes join the cluster together: each finds the robots orphaned once it has heard
      // which robots A and B hold, and one writes their events.
      const [[d], [e]] = await Promise.all([joinCluster(a, clusterEnv), joinCluster(a, clusterEnv)]);
      try {
        await vi.waitFor(async () => {
          for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online', 'offline']);
        }, { timeout: 15_000, interval: 250 });
        // Once both have finished their start-up sweep, a second "offline" from either would be there.
        await vi.waitFor(async () => {
          for (const peer of [d, e]) expect((await clusterWork(peer)).orphanSweepDone).toBe(true);
        }, { timeout: 15_000, interval: 250 });
        for (const robot of robots) expect(await connectionEvents(robot.id)).toEqual(['online', 'offline']);
      } finally {
        await d.stop();
        await e.stop();
      }
    } finally {
      for (const socket of sockets) socket.terminate();
      await c.stop().catch(() => undefined);
    }
  });

  it('turns the camera on again for the browsers still watching a robot that failed over from a killed process', async () => {
    const admin = await a.login(demo.orgAdmin);
    const robot = await registerRobot(a, admin, { name: 'Watched through a failover', serialNo: 'CL-CAM-3', model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor });
    const [c] = await joinCluster(a, clusterEnv);
    type Command = { type: string; seq: number; command: { name: string; on?: boolean } };
    const cameraOn = (m: Record<string, unknown>) => m.type === 'command' && (m as Command).command.name === 'camera' && (m as Command).command.on === true;
    // A robot that acknowledges every command, as a real one does.
    const connect = async (server: TestServer) => {
      const { socket } = await handRobot(server, robot.serialNo, robot.credential);
      socket.socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const message = JSON.parse(String(data)) as Command;
        if (message.type === 'command') socket.send({ type: 'ack', seq: message.seq, result: 'ok' });
      });
      // A command sent with the welcome (the camera, for browsers of this process still watching)
      // may have arrived before the handler above: unacknowledged, it would hold the robot's queue
      // for ACK_TIMEOUT_MS, and the other process's camera command behind it.
      for (const m of socket.messages) if (m.type === 'command') socket.send({ type: 'ack', seq: (m as unknown as Command).seq, result: 'ok' });
      return socket;
    };
    let socket = await connect(c);
    const sockets = [socket];
    const alive = () => {
      if (socket.socket.readyState === socket.socket.OPEN) socket.send(telemetry(robot.floorId, { camera: 'v1' }));
    };
    const heartbeat = setInterval(alive, 500);
    let frameSeq = 0;
    const frame = () => socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: ++frameSeq, width: 4, height: 3 }, Buffer.from([0xff, 0xd8, frameSeq, 0xff, 0xd9])));
    // One browser watches through the hop (on A), one where the robot will land (on B).
    const onA = await browser(a, admin, [tower]);
    const onB = await browser(b, await b.login(demo.orgAdmin), [tower]);
    const viewers = [onA, onB];
    try {
      alive();
      for (const viewer of viewers) await viewer.until(() => (latestState(viewer, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online');
      viewers.forEach((viewer, i) => viewer.send({ type: 'command', ref: i + 1, serialNo: robot.serialNo, command: { name: 'camera', on: true, camera: 'v1' } }));
      for (const [i, viewer] of viewers.entries()) expect(await viewer.waitFor((m) => m.type === 'ack' && m.ref === i + 1, 5000)).toMatchObject({ result: 'ok' });
      frame();
      for (const viewer of viewers) await viewer.until(() => viewer.binary[0], 5000, 'the first frame');

      await c.kill();
      socket = await connect(b);
      sockets.push(socket);
      alive();
      // The robot starts afresh on B: both processes whose browsers still watch turn its camera on.
      await socket.until(() => (socket.messages.filter(cameraOn).length >= 2 ? true : undefined), 10_000, 'the camera turned on from A and B');
      const seen = viewers.map((viewer) => viewer.binary.length);
      frame();
      for (const [i, viewer] of viewers.entries()) await viewer.until(() => viewer.binary[seen[i]!], 5000, 'a frame after the failover');
      expect(decodeCameraFrame(onA.binary.at(-1)!)?.header).toMatchObject({ camera: 'v1', serialNo: robot.serialNo, frameSeq });
    } finally {
      clearInterval(heartbeat);
      for (const s of sockets) s.terminate();
      for (const viewer of viewers) viewer.terminate();
      await c.stop().catch(() => undefined);
    }
  });

  describe('when B is killed with SIGKILL', () => {
    // One SIGKILL of B for the three proofs of item 5, taken while B holds simulated robots, two
    // teleop sessions drive robots connected to B (one from a browser on A, through the hop, one
    // from a browser on B), HTTP writes stream through B, and a robot on B has just had a map
    // report and a photo acknowledged.
    const gateway = (server: TestServer) => `${server.url.replace('http', 'ws')}/gateway`;
    // Fixed serial numbers (this database is the file's own): the simulator spreads robots over its
    // gateway addresses (A, B) by serial number; these six start on both processes, and the two
    // driven robots (CL-TELEOP-1 and -3) start on B, which the test checks.
    const failover: Robot[] = [];
    const driven: Robot[] = [];
    const sessions: TeleopSession[] = [];
    const writes = new ThroughB();
    const sockets: RecordingSocket[] = [];
    let watcher: RecordingSocket;
    let killedAt = 0;
    /** How many of the simulated robots B held. */
    let heldByB = 0;
    /** What a robot registered through B had acknowledged by B before the kill: its floor's map report and a photo. */
    let handed: { robot: Robot; floorId: number; map: Buffer; photo: { id: number; jpeg: Buffer } };
    let heartbeat: ReturnType<typeof setInterval> | undefined;

    beforeAll(async () => {
      const admin = await a.login(demo.orgAdmin);
      // Signed in through B: the session is itself a write B acknowledged, used on A after the kill.
      writes.token = await b.login(demo.orgAdmin);
      for (let i = 1; i <= 6; i++) failover.push(await registerRobot(a, admin, { name: `Failover ${i}`, serialNo: `CL-FAIL-${i}`, model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor }));
      for (const i of [1, 3]) driven.push(await registerRobot(a, admin, { name: `Driven through the kill ${i}`, serialNo: `CL-TELEOP-${i}`, model: 'ugo Pro', buildingId: tower, initialFloorId: towerFloor }));
      watcher = await browser(a, admin, [tower]);
      sockets.push(watcher);
      children.push(await spawnSim(a, [...failover, ...driven], ['--url', `${gateway(a)},${gateway(b)}`, '--no-autonomous', '--faults-per-hour', '0']));
      await watcher.until(() => ([...failover, ...driven].every((r) => latestState(watcher, r.serialNo)?.connection === 'online') ? true : undefined), 20_000, 'the simulated robots online');
      // Held by B: a REST command goes only to a robot connected to the process asked.
      for (const robot of driven) expect((await b.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'stop' }, writes.token)).body).toMatchObject({ result: 'ok' });
      heldByB = (await b.api<{ robotsOnline: number }>('GET', '/api/system/gateway-metrics', undefined, await systemToken())).body.robotsOnline;

      // The teleop sessions: a browser on A drives one robot through the hop, a browser on B the other.
      const onA = await browser(a, admin, [tower]);
      const onB = await browser(b, writes.token, [tower]);
      sockets.push(onA, onB);
      sessions.push(new TeleopSession(onA, driven[0]!.serialNo), new TeleopSession(onB, driven[1]!.serialNo));
      for (const robot of driven) await telemetrySeen(watcher, robot.serialNo, (t) => moving(t as unknown as LiveTelemetry), 5000);

      // A robot registered through B on a floor created through B reports that floor's map and takes a photo there.
      const floor = await b.api<{ id: number }>('POST', `/api/buildings/${tower}/floors`, { name: 'Failover roof', type: 0, index: 30 }, writes.token);
      expect(floor.status, JSON.stringify(floor.body)).toBe(201);
      const robot = await registerRobot(b, writes.token, { name: 'Registered through B', serialNo: 'CL-ACKED-1', model: 'ugo Pro', buildingId: tower, initialFloorId: floor.body.id });
      const { socket, welcome } = await handRobot(b, robot.serialNo, robot.credential);
      sockets.push(socket);
      expect(welcome.type).toBe('welcome');
      socket.send(telemetry(robot.floorId));
      heartbeat = setInterval(() => {
        if (socket.socket.readyState === socket.socket.OPEN) socket.send(telemetry(robot.floorId));
      }, 500);
      const map = pgm(64, 48);
      socket.socket.send(encodeRobotMapReport({ floorId: robot.floorId, image: 'roof.pgm', resolution: 0.05, origin: { x: -1.6, y: -1.2, yaw: 0 }, occupiedThresh: 0.65, freeThresh: 0.196, ref: 'roof' }, map), { binary: true });
      expect(await socket.waitFor((m) => (m.type === 'mapStored' || m.type === 'error') && m.ref === 'roof', 10_000)).toMatchObject({ type: 'mapStored', floorId: robot.floorId, stored: true });
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 32 }, (_, i) => i), 0xff, 0xd9]);
      const photo = b.api<{ result: string; data?: { photo?: { id: number } } }>('POST', `/api/robots/${robot.id}/commands`, { name: 'photo', camera: 'v1' }, writes.token);
      const command = (await socket.waitFor((m) => m.type === 'command' && (m.command as { name: string }).name === 'photo', 5000)) as { seq: number } & Message;
      socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: command.seq }, jpeg));
      socket.send({ type: 'ack', seq: command.seq, result: 'ok', data: { camera: 'v1' } });
      const taken = await photo;
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(taken.body.data?.photo?.id).toEqual(expect.any(Number));
      handed = { robot, floorId: floor.body.id, map, photo: { id: taken.body.data!.photo!.id, jpeg } };

      // Writes stream through B while it dies: it is killed with some answered and others on their way.
      writes.start(b, { tower, towerFloor });
      await vi.waitFor(() => {
        expect(writes.refused).toEqual([]);
        expect(writes.answered).toBeGreaterThanOrEqual(20);
      }, { timeout: 20_000, interval: 20 });
      // Killed while both driven robots move: their latest telemetry on A says so.
      const latest = (robot: Robot) => latestState(watcher, robot.serialNo)?.telemetry as LiveTelemetry | null | undefined;
      await watcher.until(() => (driven.every((robot) => latest(robot) && moving(latest(robot)!)) ? true : undefined), 5000, 'both driven robots moving');
      for (const session of sessions) expect(session.ended).toBeNull();
      killedAt = Date.now();
      await b.kill();
      writes.stop();
      await writes.done();
    });

    afterAll(() => {
      clearInterval(heartbeat);
      writes.stop();
      for (const session of sessions) session.end('the test ended');
      for (const socket of sockets) socket.terminate();
    });

    it('moves the simulated robots of a killed process to the other within 10 s', async () => {
      const online = async () => (await a.api<{ robotsOnline: number }>('GET', '/api/system/gateway-metrics', undefined, await systemToken())).body.robotsOnline;
      await vi.waitFor(async () => expect(await online()).toBe(failover.length + driven.length), { timeout: 10_000, interval: 100 });
      const failoverMs = Date.now() - killedAt;
      console.log(`failover: ${heldByB} simulated robots from the killed process online on the other after ${failoverMs} ms`);
      expect(failoverMs).toBeLessThan(10_000);
    });

    it('loses no write B acknowledged before it was killed', async () => {
      const token = writes.token;
      // The session B signed in holds on A.
      expect((await a.api('GET', '/api/my/session', undefined, token)).status).toBe(200);
      expect(writes.refused).toEqual([]);
      console.log(`writes through B: ${writes.answered} answered before the kill, ${writes.unanswered.length} left unanswered by it`);
      // Each flow as B's last answer about it left it (or as a write it never answered would leave it).
      for (const [id, flow] of writes.flows) {
        const res = await a.api<{ name: string }>('GET', `/api/flows/${id}`, undefined, token);
        const found = res.status === 404 ? DELETED : res.status === 200 ? res.body.name : `answered ${res.status}`;
        expect([flow.acked, flow.sent ?? flow.acked], `flow ${id}`).toContain(found);
      }
      // A's list answers them too (its cache heard every write B acknowledged).
      const listed = await a.api<Array<{ id: number; name: string }>>('GET', `/api/flows?filter=${encodeURIComponent(JSON.stringify({ where: { name: { like: `${FLOW_PREFIX}%` } }, limit: 1000 }))}`, undefined, token);
      expect(listed.status).toBe(200);
      const names = new Map(listed.body.map((row) => [row.id, row.name]));
      for (const [id, flow] of writes.flows) expect([flow.acked, flow.sent ?? flow.acked], `flow ${id} in the list`).toContain(names.get(id) ?? DELETED);
      // And every acknowledged write is in the audit log.
      const audit = await a.api<Array<{ action: string; targetId: string }>>('GET', `/api/my/audit-logs?filter=${encodeURIComponent(JSON.stringify({ where: { targetType: 'flows', targetId: { inq: [...writes.flows.keys()].map(String) } }, limit: 1000 }))}`, undefined, await systemToken());
      expect(audit.status).toBe(200);
      const audited = new Set(audit.body.map((row) => `${row.action} ${row.targetId}`));
      for (const write of writes.acked) expect(audited, write).toContain(write);
      // Writes no route audits itself are audited before their answer leaves too (plugins/audit.ts).
      const readAll = await a.api<unknown[]>('GET', `/api/my/audit-logs?filter=${encodeURIComponent(JSON.stringify({ where: { action: 'POST /api/my/messages/read-all', loginId: demo.orgAdmin }, limit: 1000 }))}`, undefined, await systemToken());
      expect(readAll.body.length).toBeGreaterThanOrEqual(writes.readAll);
      expect(readAll.body.length).toBeLessThanOrEqual(writes.readAll + 1);

      // The robot B registered, the floor B created, the map B stored and the photo B answered with.
      const { robot, floorId, map, photo } = handed;
      const floors = await a.api<Array<{ id: number; name: string }>>('GET', `/api/buildings/${tower}/floors`, undefined, token);
      expect(floors.body.find((f) => f.id === floorId)?.name).toBe('Failover roof');
      expect((await a.api<{ map: { width: number; height: number } }>('GET', `/api/floors/${floorId}/map`, undefined, token)).body.map).toMatchObject({ width: 64, height: 48 });
      expect((await bytesOf(a, `/api/floors/${floorId}/map/image`, token)).equals(map)).toBe(true);
      expect((await a.api<{ photos: Array<{ id: number }> }>('GET', `/api/robots/${robot.id}/photos`, undefined, token)).body.photos.map((p) => p.id)).toContain(photo.id);
      expect((await bytesOf(a, `/api/robots/${robot.id}/photos/${photo.id}`, token)).equals(photo.jpeg)).toBe(true);
      const again = await handRobot(a, robot.serialNo, robot.credential);
      sockets.push(again.socket);
      expect(again.welcome).toMatchObject({ type: 'welcome', robotId: robot.id, floorIds: expect.arrayContaining([floorId]) as unknown });
    });

    it('leaves a robot that a teleop session drove on B stopped, on A, and stopped it stays', async () => {
      for (const [i, robot] of driven.entries()) {
        const session = sessions[i]!;
        // The session learnt that its robot was lost: B's stream closed, or A answered that the robot is offline.
        await vi.waitFor(() => expect(session.ended).not.toBeNull(), { timeout: 5000, interval: 50 });
        console.log(`teleop session of ${robot.serialNo}: ${session.ended}`);
        // The last it sent reached the robot at most SLACK_MS later; the dead-man stopped it 500 ms after that.
        // Telemetry stamped later was sent to A (B is gone): it must say the robot stands still, and
        // go on saying so (and the robot stay where it stopped) as A keeps hearing from it.
        const stoppedBy = Math.max(killedAt, session.lastSentAt) + Gateway.teleopDeadmanMs + SLACK_MS;
        const samples = () => telemetryOf(watcher, robot.serialNo).filter((t) => t.ts > stoppedBy);
        await watcher.until(() => (samples().length >= 3 ? true : undefined), 15_000, `three telemetry samples of ${robot.serialNo} from A`);
        const [first, ...later] = samples();
        expect(first).toMatchObject({ velocity: { linear: 0, angular: 0 }, currentFlow: null, navigation: null });
        for (const t of later) expect(t, `telemetry at ${t.ts}`).toMatchObject({ velocity: { linear: 0, angular: 0 }, pose: first!.pose, currentFlow: null, navigation: null });
        expect(latestState(watcher, robot.serialNo)?.connection).toBe('online');
        // It had been driven until the kill: the telemetry A relayed from B said it was moving.
        expect(telemetryOf(watcher, robot.serialNo).some((t) => t.ts < killedAt && moving(t))).toBe(true);
      }
    });
  });
});

type Robot = Awaited<ReturnType<typeof registerRobot>>;

/** The time the last teleop command of a session may take to reach its robot, and the robot its turn, on a busy machine. */
const SLACK_MS = 1000;

const moving = (t: LiveTelemetry) => t.velocity.linear !== 0 || t.velocity.angular !== 0;

/** Every distinct telemetry of a robot a browser received, oldest first. */
function telemetryOf(stream: RecordingSocket, serialNo: string): LiveTelemetry[] {
  const seen: LiveTelemetry[] = [];
  for (const m of stream.messages) {
    if (m.type !== 'robots') continue;
    const t = (m.robots as Array<{ serialNo: string; telemetry: LiveTelemetry | null }>).find((r) => r.serialNo === serialNo)?.telemetry;
    if (t && t.ts !== seen.at(-1)?.ts) seen.push(t);
  }
  return seen;
}

/**
 * A teleop session as the console's drive page runs one (packages/plugins/teleop, useDriving and
 * DriveScheduler): while a key is held, a `teleop` command every 150 ms carrying the 500 ms
 * dead-man, with no wait for answers; it ends for good at the first answer that is not `ok` or when
 * its stream closes. The page also gives up on an answer missing for 1 s and then probes with
 * `stop`; this session does neither, so it drives for as long as it can, and only the robot's own
 * dead-man can stop the robot.
 */
class TeleopSession {
  /** When the last teleop command left. */
  lastSentAt = 0;
  /** Why the session ended, or null while it drives. */
  ended: string | null = null;
  private ref = 1000;
  private read = 0;
  private readonly sent = new Set<number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly stream: RecordingSocket, private readonly serialNo: string) {
    this.read = stream.messages.length;
    this.timer = setInterval(() => this.drive(), 150);
    this.drive();
  }

  end(reason: string): void {
    this.ended ??= reason;
    clearInterval(this.timer);
  }

  private drive(): void {
    if (this.ended !== null) return;
    for (; this.read < this.stream.messages.length; this.read++) {
      const m = this.stream.messages[this.read]!;
      if (m.type !== 'ack' || typeof m.ref !== 'number' || !this.sent.delete(m.ref)) continue;
      if (m.result !== 'ok') return this.end(`answered ${String(m.result)} ${String(m.code)}`);
    }
    if (this.stream.closeCode !== null) return this.end(`its stream closed (${this.stream.closeCode})`);
    const ref = ++this.ref;
    this.sent.add(ref);
    this.stream.send({ type: 'command', ref, serialNo: this.serialNo, command: { name: 'teleop', linear: 0.5, angular: 0.5, deadmanMs: Gateway.teleopDeadmanMs } });
    this.lastSentAt = Date.now();
  }
}

const FLOW_PREFIX = 'Acked';
const DELETED = '(deleted)';

/**
 * Writes streaming through one process, four at a time, one request after another in each, until
 * told to stop or the process stops answering: three writers create a flow, rename it and delete
 * every third; one marks its operator's messages read (a write the audit hook, not its route,
 * audits). It keeps what each answered write left (a flow's name, or DELETED) and the write still
 * unanswered, whose outcome is either.
 */
class ThroughB {
  token = '';
  /** Per flow: the state its last answered write left, and the one its unanswered write would leave. */
  readonly flows = new Map<number, { acked: string; sent?: string }>();
  /** Answered writes as the audit log names them: "create 12", "update 12", "delete 12". */
  readonly acked: string[] = [];
  /** Writes answered with anything but success (none expected). */
  readonly refused: string[] = [];
  /** Writes under way when the process went away. */
  readonly unanswered: string[] = [];
  answered = 0;
  /** Answered "mark all my messages read" writes. */
  readAll = 0;
  private stopped = false;
  private writers: Array<Promise<void>> = [];

  start(server: TestServer, ids: { tower: number; towerFloor: number }): void {
    this.writers = [...[1, 2, 3].map((w) => this.write(server, ids, w)), this.markRead(server)];
  }

  stop(): void {
    this.stopped = true;
  }

  async done(): Promise<void> {
    await Promise.all(this.writers);
  }

  private async write(server: TestServer, ids: { tower: number; towerFloor: number }, writer: number): Promise<void> {
    for (let i = 1; !this.stopped; i++) {
      const name = `${FLOW_PREFIX} ${writer}-${i}`;
      const created = await this.send(server, 'POST', '/api/flows', { name, buildingId: ids.tower, floorId: ids.towerFloor, definition: JSON.stringify({ waypoints: [{ x: 1, y: 1 }] }) }, `create ${name}`);
      if (!created) return;
      const id = (created.body as { id: number }).id;
      const flow = { acked: name } as { acked: string; sent?: string };
      this.flows.set(id, flow);
      this.acked.push(`create ${id}`);
      const next: Array<{ method: string; body?: unknown; after: string; action: string }> = [{ method: 'PATCH', body: { name: `${name} renamed` }, after: `${name} renamed`, action: 'update' }];
      if (i % 3 === 0) next.push({ method: 'DELETE', after: DELETED, action: 'delete' });
      for (const { method, body, after, action } of next) {
        if (this.stopped) return;
        flow.sent = after;
        if (!(await this.send(server, method, `/api/flows/${id}`, body, `${action} ${id}`))) return;
        flow.acked = after;
        delete flow.sent;
        this.acked.push(`${action} ${id}`);
      }
    }
  }

  private async markRead(server: TestServer): Promise<void> {
    while (!this.stopped && (await this.send(server, 'POST', '/api/my/messages/read-all', undefined, 'read-all'))) this.readAll += 1;
  }

  /** One write; answers its answer when it succeeded, undefined when it did not (recorded as refused or unanswered). */
  private async send(server: TestServer, method: string, path: string, body: unknown, what: string): Promise<{ body: unknown } | undefined> {
    let res;
    try {
      res = await server.api(method, path, body, this.token);
    } catch {
      this.unanswered.push(what);
      return undefined;
    }
    if (res.status >= 300) {
      this.refused.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return undefined;
    }
    this.answered += 1;
    return { body: res.body };
  }
}

/** A binary PGM (P5) of `width` × `height`: free, with an occupied band across the middle. */
function pgm(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height, 254);
  pixels.fill(0, Math.floor(height / 2) * width, (Math.floor(height / 2) + 1) * width);
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), pixels]);
}

/** The bytes a GET answers (a map image, a photo). */
async function bytesOf(server: TestServer, path: string, token: string): Promise<Buffer> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
