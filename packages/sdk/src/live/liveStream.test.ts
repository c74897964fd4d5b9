import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCameraFrame, type RobotLiveState } from '@fleetdeck/model';
import type { HttpError } from '../data/HttpError.js';
import { IDLE_CLOSE_MS, LiveStream, PING_INTERVAL_MS, PONG_DEADLINE_MS, type LiveStreamEnvironment } from './liveStream.js';
import { DEAD_SOCKET_CLOSE_CODE } from './streamConnection.js';
import { isRobotCommandError } from './robotCommandError.js';
import { Validator } from '@cfworker/json-schema';
import { createMessageCheck } from './streamMessageCheck.js';
import type { StreamSocket } from './streamSocket.js';

/** A WebSocket stand-in the test drives by hand: it records what the stream sends. */
class MockSocket implements StreamSocket {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  server(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  ofType(type: string): Array<Record<string, unknown>> {
    return this.sent.filter((m) => m.type === type);
  }
}

function robot(serialNo: string, buildingId: number, connection: 'online' | 'offline' = 'online'): RobotLiveState {
  return {
    robotId: Number(serialNo.replace(/\D/g, '')), serialNo, name: serialNo, model: 'mini', buildingId, registeredStatus: 1, connection,
    lastCommunicationAt: 1, telemetry: null,
  };
}

interface Harness {
  stream: LiveStream;
  sockets: MockSocket[];
  accessLost: HttpError[];
  stops: number[];
  last: () => MockSocket;
  openReady: () => MockSocket;
}

function harness(overrides: Partial<LiveStreamEnvironment> = {}): Harness {
  const sockets: MockSocket[] = [];
  const accessLost: HttpError[] = [];
  const stops: number[] = [];
  const stream = new LiveStream({
    openSocket: () => {
      const socket = new MockSocket();
      sockets.push(socket);
      return socket;
    },
    readToken: () => 'token-1',
    scheduleFrame: (cb) => cb(),
    objectUrls: { create: (jpeg) => `blob:${jpeg.length}`, revoke: () => undefined },
    lookupRobot: (serialNo) => Promise.resolve(serialNo === 'R9' ? { id: 9, buildingId: 4 } : null),
    postStop: (id) => {
      stops.push(id);
      return Promise.resolve();
    },
    onAccessLost: (error) => void accessLost.push(error),
    loadMessageCheck: () => createMessageCheck(Validator),
    random: () => 0.5,
    now: () => Date.now(),
    ...overrides,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  const openReady = () => {
    const socket = last();
    socket.open();
    socket.server({ type: 'ready', userId: 1, buildingIds: [1, 2, 3], tickMs: 50 });
    return socket;
  };
  return { stream, sockets, accessLost, stops, last, openReady };
}

const flushMicrotasks = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveStream connection', () => {
  it('opens on first use, authenticates first, and closes once nothing uses it', async () => {
    const h = harness();
    expect(h.sockets).toHaveLength(0);
    expect(h.stream.status).toBe('closed');
    const release = h.stream.subscribeBuildings([1]);
    expect(h.stream.status).toBe('connecting');
    const socket = h.openReady();
    await flushMicrotasks();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(socket.ofType('subscribe')).toEqual([{ type: 'subscribe', buildingIds: [1] }]);
    expect(h.stream.status).toBe('open');
    release();
    await flushMicrotasks();
    expect(socket.ofType('subscribe').at(-1)).toEqual({ type: 'subscribe', buildingIds: [] });
    vi.advanceTimersByTime(IDLE_CLOSE_MS - 1);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    expect(h.stream.status).toBe('closed');
  });

  it('keeps the socket when a new user arrives before the idle close', () => {
    const h = harness();
    const release = h.stream.retain();
    h.openReady();
    release();
    vi.advanceTimersByTime(IDLE_CLOSE_MS / 2);
    h.stream.retain();
    vi.advanceTimersByTime(IDLE_CLOSE_MS * 2);
    expect(h.sockets).toHaveLength(1);
    expect(h.last().closedWith).toBeUndefined();
  });

  it('sends one subscribe with the union of every holder, null when any wants all', async () => {
    const h = harness();
    const socket = (h.stream.retain(), h.openReady());
    const a = h.stream.subscribeBuildings([2]);
    const b = h.stream.subscribeBuildings([1, 2]);
    await flushMicrotasks();
    expect(socket.ofType('subscribe')).toEqual([{ type: 'subscribe', buildingIds: [1, 2] }]);
    const all = h.stream.subscribeBuildings(null);
    await flushMicrotasks();
    expect(socket.ofType('subscribe').at(-1)).toEqual({ type: 'subscribe', buildingIds: null });
    all();
    b();
    await flushMicrotasks();
    expect(socket.ofType('subscribe').at(-1)).toEqual({ type: 'subscribe', buildingIds: [2] });
    a();
    await flushMicrotasks();
    expect(socket.ofType('subscribe')).toHaveLength(4);
  });

  it('reconnects with doubling backoff, then authenticates, resubscribes and takes a fresh snapshot', async () => {
    const h = harness();
    h.stream.subscribeBuildings([1, 2]);
    const first = h.openReady();
    await flushMicrotasks();
    first.server({ type: 'subscribed', buildingIds: [1, 2] });
    first.server({ type: 'robots', robots: [robot('R1', 1), robot('R2', 2)] });
    first.server({ type: 'robots', robots: [robot('R3', 2)] });
    expect(h.stream.robots.size).toBe(3);

    first.drop();
    expect(h.stream.status).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(h.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sockets).toHaveLength(2);
    h.last().drop();
    vi.advanceTimersByTime(999);
    expect(h.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(h.sockets).toHaveLength(3);

    const third = h.openReady();
    expect(third.sent[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(third.sent[1]).toEqual({ type: 'subscribe', buildingIds: [1, 2] });
    expect(h.stream.status).toBe('open');
    third.server({ type: 'subscribed', buildingIds: [1, 2] });
    // R3 was deleted while the browser was away: the snapshot no longer has it.
    third.server({ type: 'robots', robots: [robot('R1', 1), robot('R2', 2)] });
    expect(h.stream.robots.select(null).map((r) => r.serialNo)).toEqual(['R1', 'R2']);
    third.server({ type: 'robots', robots: [robot('R1', 1, 'offline')] });
    expect(h.stream.robots.size).toBe(2);
    expect(h.stream.robots.get('R1')?.connection).toBe('offline');

    // A later drop starts again from 0.5 s: the backoff resets once a connection succeeds.
    third.drop();
    vi.advanceTimersByTime(500);
    expect(h.sockets).toHaveLength(4);
  });

  it('never waits longer than 10 s between attempts', () => {
    const h = harness();
    h.stream.retain();
    const gaps: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const before = h.sockets.length;
      h.last().drop();
      let waited = 0;
      while (h.sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      gaps.push(waited);
    }
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('goes to sign-in on close 4401 and alerts on 4499 without reconnecting', () => {
    const h = harness();
    h.stream.retain();
    h.openReady().drop(4401, 'UNAUTHORIZED');
    vi.advanceTimersByTime(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.stream.status).toBe('closed');
    expect(h.accessLost.map((e) => e.status)).toEqual([401]);

    const other = harness();
    other.stream.retain();
    other.last().open();
    other.last().drop(4499, 'CONTRACT_ENDED');
    other.stream.retain();
    vi.advanceTimersByTime(60_000);
    expect(other.sockets).toHaveLength(1);
    expect(other.accessLost.map((e) => [e.status, e.code])).toEqual([[499, 'CONTRACT_ENDED']]);
  });

  it('starts afresh after signing in again once the stream was refused', () => {
    const h = harness();
    const release = h.stream.retain();
    h.openReady().drop(4401, 'UNAUTHORIZED');
    release();
    vi.advanceTimersByTime(IDLE_CLOSE_MS);
    h.stream.retain();
    expect(h.sockets).toHaveLength(2);
    expect(h.stream.status).toBe('connecting');
  });

  it('maps 4403 to the IP-not-allowed error the shell alerts about', () => {
    const h = harness();
    h.stream.retain();
    h.last().drop(4403, 'IP_NOT_ALLOWED');
    expect(h.accessLost[0]?.status).toBe(403);
    expect(h.accessLost[0]?.message).toMatch(/IP address is not allowed/);
  });
});

describe('LiveStream commands', () => {
  it('resolves with the ack of the same ref', async () => {
    const h = harness();
    h.stream.retain();
    const socket = h.openReady();
    const first = h.stream.command('R1', { name: 'speed', speed: 'slow' });
    const second = h.stream.command('R1', { name: 'commandMode', mode: 2 });
    const [c1, c2] = socket.ofType('command');
    expect(c1).toMatchObject({ serialNo: 'R1', command: { name: 'speed', speed: 'slow' } });
    socket.server({ type: 'ack', ref: c2?.ref, serialNo: 'R1', result: 'rejected', code: 'EMERGENCY_STOP' });
    socket.server({ type: 'ack', ref: c1?.ref, serialNo: 'R1', result: 'ok' });
    await expect(first).resolves.toEqual({ ref: c1?.ref, serialNo: 'R1', result: 'ok' });
    await expect(second).resolves.toMatchObject({ result: 'rejected', code: 'EMERGENCY_STOP' });
  });

  it('rejects with timeout after 1 s and never sends a command late', async () => {
    const h = harness();
    h.stream.retain();
    h.last().open();
    const pending = h.stream.command('R1', { name: 'stop' });
    const outcome = pending.catch((e: unknown) => e);
    vi.advanceTimersByTime(1000);
    const error = await outcome;
    expect(isRobotCommandError(error) && error.reason).toBe('timeout');
    h.last().server({ type: 'ready', userId: 1, buildingIds: [1], tickMs: 50 });
    expect(h.last().ofType('command')).toHaveLength(0);
  });

  it('sends commands made while connecting once ready, and rejects pending ones when the socket closes', async () => {
    const h = harness();
    const waiting = h.stream.command('R1', { name: 'resetErrors' }, 5000);
    void waiting.catch(() => undefined);
    const socket = h.openReady();
    expect(socket.ofType('command')).toHaveLength(1);
    socket.drop();
    const error = await waiting.catch((e: unknown) => e);
    expect(isRobotCommandError(error) && error.reason).toBe('closed');
  });

  it('sends stop on the socket when open, else over REST by robot id', async () => {
    const h = harness();
    h.stream.stop('R9');
    await vi.waitFor(() => expect(h.stops).toEqual([9]));
    h.stream.retain();
    const socket = h.openReady();
    h.stream.stop('R9');
    expect(socket.ofType('command').map((c) => c.command)).toEqual([{ name: 'stop' }]);
    expect(h.stops).toEqual([9]);
    socket.server({ type: 'subscribed', buildingIds: [1] });
    socket.server({ type: 'robots', robots: [robot('R7', 1)] });
    socket.drop();
    h.stream.stop('R7');
    await vi.waitFor(() => expect(h.stops).toEqual([9, 7]));
  });
});

describe('LiveStream robot removal', () => {
  it('drops a robot the server says left a followed building, and keeps the others', async () => {
    const h = harness();
    h.stream.subscribeBuildings(null);
    await flushMicrotasks();
    const socket = h.openReady();
    await flushMicrotasks();
    socket.server({ type: 'subscribed', buildingIds: [1, 2] });
    socket.server({ type: 'robots', robots: [robot('R1', 1), robot('R2', 1), robot('R3', 2)] });
    socket.server({ type: 'removed', robotId: 1, serialNo: 'R1', buildingId: 1 });
    expect(h.stream.robots.get('R1')).toBeUndefined();
    expect(h.stream.robots.select(null).map((r) => r.serialNo)).toEqual(['R2', 'R3']);
    // Moved from building 1 to 2: removal from 1 first, then its state in 2.
    socket.server({ type: 'removed', robotId: 2, serialNo: 'R2', buildingId: 1 });
    socket.server({ type: 'robots', robots: [robot('R2', 2)] });
    expect(h.stream.robots.get('R2')?.buildingId).toBe(2);
  });
});

describe('LiveStream events and cameras', () => {
  it('passes events to listeners with their arrival time', () => {
    const h = harness();
    const seen: unknown[] = [];
    const off = h.stream.onEvent((e) => seen.push(e));
    const socket = h.openReady();
    const event = { ts: 1, level: 9, kind: 'robotError', code: 'EMERGENCY_STOP', active: true };
    socket.server({ type: 'event', robotId: 1, serialNo: 'R1', buildingId: 1, event });
    off();
    socket.server({ type: 'event', robotId: 1, serialNo: 'R1', buildingId: 1, event });
    expect(seen).toEqual([{ robotId: 1, serialNo: 'R1', buildingId: 1, event, receivedAt: Date.now() }]);
  });

  it('turns a camera on while watched, again after a reconnect, and off with its last viewer', async () => {
    const h = harness();
    const stopWatching = h.stream.watchCamera('R1', 'v1');
    const first = h.openReady();
    const cameraCommands = (s: MockSocket) => s.ofType('command').map((c) => c.command);
    expect(cameraCommands(first)).toEqual([{ name: 'camera', on: true, camera: 'v1' }]);
    first.drop();
    vi.advanceTimersByTime(500);
    const second = h.openReady();
    expect(cameraCommands(second)).toEqual([{ name: 'camera', on: true, camera: 'v1' }]);

    second.server({ type: 'pong', ts: Date.now(), serverTime: Date.now() + 200 });
    const frame = encodeCameraFrame(
      { serialNo: 'R1', camera: 'v1', ts: Date.now() + 150, frameSeq: 1, width: 2, height: 2 },
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
    second.onmessage?.({ data: frame.buffer });
    expect(h.stream.cameras.view('R1', 'v1', Date.now())).toMatchObject({ frameUrl: 'blob:3', latencyMs: 50, stale: false });

    stopWatching();
    expect(cameraCommands(second).at(-1)).toEqual({ name: 'camera', on: false, camera: 'v1' });
  });

  it('turns the camera on again when its robot comes back online', () => {
    const h = harness();
    h.stream.subscribeBuildings([1]);
    h.stream.watchCamera('R1', 'v1');
    const socket = h.openReady();
    socket.server({ type: 'subscribed', buildingIds: [1] });
    socket.server({ type: 'robots', robots: [robot('R1', 1, 'offline')] });
    const before = socket.ofType('command').length;
    socket.server({ type: 'robots', robots: [robot('R1', 1, 'online')] });
    expect(socket.ofType('command').slice(before).map((c) => c.command)).toEqual([{ name: 'camera', on: true, camera: 'v1' }]);
  });
});

describe('LiveStream liveness, checks and errors', () => {
  it('treats a socket whose ping gets no pong in time as dead: closes it, fails its commands and reconnects', async () => {
    const h = harness();
    h.stream.subscribeBuildings([1]);
    const first = h.openReady();
    const ping = first.ofType('ping')[0];
    expect(ping).toBeDefined();
    first.server({ type: 'pong', ts: ping?.ts, serverTime: Date.now() });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.ofType('ping')).toHaveLength(2);
    const pending = h.stream.command('R1', { name: 'stop' }, PONG_DEADLINE_MS * 2);
    vi.advanceTimersByTime(PONG_DEADLINE_MS - 1);
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(first.closedWith).toBe(DEAD_SOCKET_CLOSE_CODE);
    expect(h.stream.status).toBe('reconnecting');
    await expect(pending).rejects.toMatchObject({ reason: 'closed' });
    // The dead socket's late close is not taken for the new one's.
    first.drop();
    vi.advanceTimersByTime(500);
    expect(h.sockets).toHaveLength(2);
    h.openReady();
    await flushMicrotasks();
    expect(h.stream.status).toBe('open');
    expect(h.last().ofType('subscribe')).toEqual([{ type: 'subscribe', buildingIds: [1] }]);
  });

  it('drops and logs messages that do not match the model instead of acting on them', () => {
    const dropped: string[] = [];
    const h = harness({ logDropped: (reason) => void dropped.push(reason) });
    h.stream.subscribeBuildings([1]);
    const socket = h.openReady();
    socket.server({ type: 'subscribed', buildingIds: [1] });
    socket.server({ type: 'robots', robots: [{ ...robot('R1', 1), buildingId: 'one' }] });
    socket.onmessage?.({ data: '{"type":"robots",' });
    expect(h.stream.robots.size).toBe(0);
    expect(dropped).toHaveLength(2);
    socket.server({ type: 'robots', robots: [robot('R1', 1)] });
    expect(h.stream.robots.size).toBe(1);
  });

  it('keeps the latest server error for the page, and forgets it when the shell takes over a refused session', () => {
    const h = harness();
    h.stream.subscribeBuildings([1]);
    const socket = h.openReady();
    let changes = 0;
    h.stream.errors.subscribe(() => void (changes += 1));
    socket.server({ type: 'error', code: 'VALIDATION_FAILED', message: 'Messages must be JSON' });
    expect(h.stream.errors.latest).toEqual({ code: 'VALIDATION_FAILED', message: 'Messages must be JSON', receivedAt: Date.now() });
    expect(changes).toBe(1);
    socket.server({ type: 'error', code: 'UNAUTHORIZED', message: 'Sign in again' });
    socket.drop(4401, 'UNAUTHORIZED');
    expect(h.stream.errors.latest).toBeNull();
    expect(h.accessLost).toHaveLength(1);
  });
});
