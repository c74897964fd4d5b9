// Helpers for the gateway, stream and robot API tests: a robot speaking the /gateway protocol by
// hand, a browser on /api/stream, robot registration, and the fleetdeck-sim CLI as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import WebSocket from 'ws';
import { demo, repoRoot, startTestServer, type TestServer } from './harness/index.js';

/** Anything with a `type`, as both sockets send. */
export type Message = { type: string; [key: string]: unknown };

/** A WebSocket that records what it receives and lets a test wait for a message. */
export class RecordingSocket {
  readonly messages: Message[] = [];
  readonly binary: Buffer[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) this.binary.push(data as Buffer);
      else this.messages.push(JSON.parse(String(data)) as Message);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Opens a socket and waits until it is open; `options` reach ws (`ca` for a wss:// server's test certificate). */
  static async open(url: string, options: WebSocket.ClientOptions = {}): Promise<RecordingSocket> {
    const socket = new WebSocket(url, options);
    const recording = new RecordingSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return recording;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Waits for a received message matching `predicate` (searching those already received after `from`). */
  async waitFor(predicate: (m: Message) => boolean, timeoutMs = 5000, from = 0): Promise<Message> {
    return this.until(() => this.messages.slice(from).find(predicate), timeoutMs, 'message');
  }

  /** Waits until the socket closes; answers the close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    return this.until(() => this.closeCode ?? undefined, timeoutMs, 'close');
  }

  /** Waits until `check` answers something other than undefined. */
  async until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        // A robots message of a large fleet runs to megabytes: each is cut to its opening.
        const last = this.messages.slice(-3).map((m) => JSON.stringify(m).slice(0, 500));
        throw new Error(`timed out waiting for ${what}; last messages: ${last.join(' | ')}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  terminate(): void {
    this.socket.terminate();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

/** A telemetry message with sensible values; `overrides` replace top-level fields. */
export function telemetry(floorId: number, overrides: Record<string, unknown> = {}): Message {
  return {
    type: 'telemetry',
    ts: Date.now(),
    floorId,
    pose: { x: 5, y: 5, yaw: 0 },
    velocity: { linear: 0, angular: 0 },
    battery: { percent: 80, state: 'active' },
    status: 1,
    currentFlow: null,
    commandMode: 1,
    speed: 'normal',
    callIn: 'idle',
    recording: null,
    errors: [],
    camera: null,
    ...overrides,
  };
}

/** A robot speaking the protocol by hand: hello, then whatever the test sends (`socketOptions`: ws options, such as a `ca`). */
export async function handRobot(
  server: TestServer,
  serialNo: string,
  credential: string,
  socketOptions: WebSocket.ClientOptions = {},
): Promise<{ socket: RecordingSocket; welcome: Message }> {
  const socket = await RecordingSocket.open(`${server.url.replace('http', 'ws')}/gateway`, socketOptions);
  socket.send({ type: 'hello', protocol: 1, serialNo, credential });
  const welcome = await socket.waitFor((m) => m.type === 'welcome' || m.type === 'refused');
  return { socket, welcome };
}

/** A browser on /api/stream, authenticated and (unless `buildingIds` is undefined) subscribed; `socketOptions` reach ws. */
export async function browser(
  server: TestServer,
  token: string,
  buildingIds: number[] | null | undefined = null,
  timeoutMs = 5000,
  socketOptions: WebSocket.ClientOptions = {},
): Promise<RecordingSocket> {
  const socket = await RecordingSocket.open(`${server.url.replace('http', 'ws')}/api/stream`, socketOptions);
  socket.send({ type: 'auth', token });
  await socket.waitFor((m) => m.type === 'ready', timeoutMs);
  if (buildingIds !== undefined) {
    socket.send({ type: 'subscribe', buildingIds });
    await socket.waitFor((m) => m.type === 'subscribed', timeoutMs);
  }
  return socket;
}

/** The latest state of a robot a browser has received, or undefined. */
export function latestState(socket: RecordingSocket, serialNo: string): Record<string, unknown> | undefined {
  for (let i = socket.messages.length - 1; i >= 0; i--) {
    const m = socket.messages[i];
    if (m?.type !== 'robots') continue;
    const found = (m.robots as Array<Record<string, unknown>>).find((r) => r.serialNo === serialNo);
    if (found) return found;
  }
  return undefined;
}

/**
 * Waits until a browser has received telemetry of robot `serialNo` that passes `check`. The browser
 * gets a robot's state only from what the server holds, so the server has taken that telemetry in.
 */
export async function telemetrySeen(
  stream: RecordingSocket,
  serialNo: string,
  check: (telemetry: Record<string, unknown>) => boolean,
  timeoutMs = 5000,
): Promise<Record<string, unknown>> {
  return stream.until(
    () => {
      const seen = latestState(stream, serialNo)?.telemetry as Record<string, unknown> | null | undefined;
      return seen && check(seen) ? seen : undefined;
    },
    timeoutMs,
    `telemetry of ${serialNo}`,
  );
}

/** Sends a browser's ping and waits for its pong: everything the server sent that browser before is in. */
export async function roundTrip(stream: RecordingSocket): Promise<void> {
  const ts = Date.now() + Math.random();
  stream.send({ type: 'ping', ts });
  await stream.waitFor((m) => m.type === 'pong' && m.ts === ts);
}

/** Looks up demo ids by name. */
export function demoIds(server: TestServer) {
  const one = (sql: string, ...args: unknown[]) => (server.sql.get(sql, ...args) as { id: number }).id;
  const tower = one("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
  const warehouse = one("SELECT id FROM buildings WHERE name = 'Hinode Warehouse'");
  return {
    tower,
    towerFloor: one('SELECT id FROM floors WHERE building_id = ? AND "index" = 1', tower),
    warehouse,
    warehouseFloor: one('SELECT id FROM floors WHERE building_id = ? AND "index" = 1', warehouse),
    /** Aozora East Plaza: a building of the tower's child organization, which the tower's administrator also manages. */
    plaza: one("SELECT id FROM buildings WHERE name = 'Aozora East Plaza'"),
    plazaFloor: one('SELECT f.id FROM floors f JOIN buildings b ON b.id = f.building_id WHERE b.name = \'Aozora East Plaza\' AND f."index" = 1'),
  };
}

/** Registers a robot through the API; answers the robot id, serial number and credential. */
export async function registerRobot(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: number; serialNo: string; credential: string; floorId: number }> {
  const res = await server.api<{ robot: { id: number; serialNo: string; initialFloorId: number }; credential: string }>('POST', '/api/robots', body, token);
  if (res.status !== 201) throw new Error(`register robot answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.robot.id, serialNo: res.body.robot.serialNo, credential: res.body.credential, floorId: res.body.robot.initialFloorId };
}

/** The fleetdeck-sim CLI as a child process (a robot fleet in its own process, as in production). */
export async function spawnSim(
  server: TestServer,
  robots: Array<{ serialNo: string; credential: string; model?: string }>,
  args: string[] = ['--no-autonomous', '--faults-per-hour', '0'],
): Promise<ChildProcess> {
  const file = join(server.dataDir, `sim-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(robots));
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'packages/robot-sim/bin/fleetdeck-sim.js'), '--url', `${server.url.replace('http', 'ws')}/gateway`, '--credentials', file, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

/**
 * Relocalizes a simulated robot (the `setPose` command; the simulator jumps there), sent until it
 * is online. It starts anywhere on its 40 × 25 m floor; placed beside a flow's first waypoint, its
 * drive takes seconds instead of up to a minute.
 */
export async function placeRobot(server: TestServer, token: string, robotId: number, pose: { x: number; y: number; yaw?: number }): Promise<void> {
  await vi.waitFor(async () => {
    const placed = await server.api<{ result: string }>('POST', `/api/robots/${robotId}/commands`, { name: 'setPose', x: pose.x, y: pose.y, yaw: pose.yaw ?? 0 }, token);
    expect(placed.body.result).toBe('ok');
  }, { timeout: 15_000, interval: 200 });
}

/** What a gateway test file shares: one server, the demo ids, signed-in tokens, and sockets closed after each test. */
export interface GatewaySuite<K extends string = never> {
  server: TestServer;
  /** The organization administrator's token (registers robots). */
  admin: string;
  /** Tokens of the other demo accounts asked for, by the name given. */
  tokens: Record<K, string>;
  ids: ReturnType<typeof demoIds>;
  /** Sockets terminated after each test. */
  sockets: RecordingSocket[];
}

/** Registers the hooks of a gateway test file: a fresh server before all, sockets closed after each, the server stopped after all. */
export function gatewaySuite<K extends string = never>(logins: Record<K, string> = {} as Record<K, string>): GatewaySuite<K> {
  const suite = { tokens: {}, sockets: [] } as unknown as GatewaySuite<K>;
  beforeAll(async () => {
    suite.server = await startTestServer({ smtp: false });
    suite.admin = await suite.server.login(demo.orgAdmin);
    for (const [name, loginId] of Object.entries(logins) as Array<[K, string]>) suite.tokens[name] = await suite.server.login(loginId);
    suite.ids = demoIds(suite.server);
  });
  afterEach(() => {
    for (const s of suite.sockets.splice(0)) s.terminate();
  });
  afterAll(async () => {
    await suite.server?.stop();
  });
  return suite;
}

/** Registers a robot in the tower and brings it online (hello, then one telemetry); its socket closes after the test. */
export async function onlineTowerRobot(suite: GatewaySuite<string>, name: string, serialPrefix: string, model = 'ugo Pro') {
  const robot = await registerRobot(suite.server, suite.admin, { name, serialNo: `${serialPrefix}-${Date.now() % 100000}`, model, buildingId: suite.ids.tower, initialFloorId: suite.ids.towerFloor });
  const { socket } = await handRobot(suite.server, robot.serialNo, robot.credential);
  suite.sockets.push(socket);
  socket.send(telemetry(robot.floorId));
  return { ...robot, socket };
}
