import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { LiveRobot } from '../gateway/live-robots.js';
import { ChangedStates } from './changed-states.js';
import { SLOW_CLIENT_BYTES, STUCK_CLIENT_BYTES, StreamClient } from './stream-client.js';

/** The part of a ws socket StreamClient uses; bufferedAmount is set by the test, as the network would. */
class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly texts: string[] = [];
  /** Each text as handed to ws (a shared message arrives as the same Buffer). */
  readonly sent: Array<string | Buffer | Uint8Array> = [];
  readonly binaries: Array<Buffer | Uint8Array> = [];
  closed: { code: number; reason: string } | null = null;

  send(data: string | Buffer | Uint8Array, options?: { binary?: boolean }): void {
    if (options?.binary) {
      this.binaries.push(data as Buffer | Uint8Array);
      return;
    }
    this.sent.push(data);
    this.texts.push(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
  }

  close(code: number, reason: string): void {
    this.closed = { code, reason };
    this.readyState = 2;
  }
}

function client(): { socket: FakeSocket; client: StreamClient } {
  const socket = new FakeSocket();
  return { socket, client: new StreamClient(socket as unknown as WebSocket) };
}

function robot(id: number, x = 0, buildingId = 1): LiveRobot {
  return {
    meta: { id, serialNo: `R${id}`, name: `Robot ${id}`, model: 'Ex', organizationId: 1, buildingId, initialFloorId: 1, status: 1, credentialHash: null },
    connection: 'online',
    lastCommunicationAt: 1,
    telemetry: { pose: { x, y: 0, yaw: 0 } } as LiveRobot['telemetry'],
    json: null,
  };
}

/** Moves a robot as the gateway does: new telemetry, cached JSON dropped, marked dirty. */
function move(c: StreamClient, r: LiveRobot, x: number): void {
  r.telemetry = { pose: { x, y: 0, yaw: 0 } } as LiveRobot['telemetry'];
  r.json = null;
  c.dirty.add(r);
}

type RobotsMessage = { type: string; robots: Array<{ serialNo: string; telemetry: { pose: { x: number } } }> };
const parsed = (text: string | undefined) => JSON.parse(text ?? 'null') as RobotsMessage;

describe('StreamClient', () => {
  it('sends a fast client one robots message per flush, each dirty robot once with its latest state', () => {
    const { socket, client: c } = client();
    const a = robot(1);
    const b = robot(2);
    for (let x = 1; x <= 5; x++) move(c, a, x);
    move(c, b, 9);
    c.flush();
    expect(socket.texts).toHaveLength(1);
    const message = parsed(socket.texts[0]);
    expect(message.type).toBe('robots');
    expect(message.robots.map((r) => [r.serialNo, r.telemetry.pose.x])).toEqual([['R1', 5], ['R2', 9]]);
    expect(c.dirty.size).toBe(0);
    // Nothing changed since: the next tick sends nothing.
    c.flush();
    expect(socket.texts).toHaveLength(1);
  });

  it('skips a slow client: no robots flush, no camera frames, and the dirty robots wait until it catches up', () => {
    const { socket, client: c } = client();
    const a = robot(1);
    move(c, a, 1);
    socket.bufferedAmount = SLOW_CLIENT_BYTES + 1;
    c.flush();
    c.sendBinary(Buffer.from([1, 2, 3]));
    move(c, a, 2);
    move(c, robot(2), 3);
    c.flush();
    expect(socket.texts).toEqual([]);
    expect(socket.binaries).toEqual([]);
    expect(c.dirty.size).toBe(2);
    expect(socket.closed).toBeNull();

    socket.bufferedAmount = SLOW_CLIENT_BYTES;
    c.flush();
    c.sendBinary(Buffer.from([4]));
    expect(socket.texts).toHaveLength(1);
    expect(parsed(socket.texts[0]).robots.map((r) => [r.serialNo, r.telemetry.pose.x])).toEqual([['R1', 2], ['R2', 3]]);
    expect(socket.binaries).toHaveLength(1);
    expect(c.dirty.size).toBe(0);
  });

  it('still sends a slow client its messages that are not droppable (acks, events)', () => {
    const { socket, client: c } = client();
    socket.bufferedAmount = SLOW_CLIENT_BYTES + 1;
    c.send({ type: 'pong', ts: 1, serverTime: 2 });
    expect(socket.texts).toHaveLength(1);
    expect(socket.closed).toBeNull();
  });

  it('closes a stuck client with 4408 on the next send and sends it nothing more', () => {
    const { socket, client: c } = client();
    socket.bufferedAmount = STUCK_CLIENT_BYTES;
    c.send({ type: 'pong', ts: 1, serverTime: 2 });
    expect(socket.closed).toBeNull();
    expect(socket.texts).toHaveLength(1);

    socket.bufferedAmount = STUCK_CLIENT_BYTES + 1;
    c.sendRaw('{"type":"event"}');
    expect(socket.closed).toEqual({ code: 4408, reason: 'Too far behind' });
    expect(socket.texts).toHaveLength(1);
    c.send({ type: 'pong', ts: 3, serverTime: 4 });
    expect(socket.texts).toHaveLength(1);
  });

  describe('on the stream tick', () => {
    /** Moves a robot as the gateway does, the change going to the tick instead of one browser. */
    const moveAll = (changed: ChangedStates, r: LiveRobot, x: number) => {
      r.telemetry = { pose: { x, y: 0, yaw: 0 } } as LiveRobot['telemetry'];
      r.json = null;
      changed.add(r);
    };
    const serials = (text: string | undefined) => parsed(text).robots.map((r) => [r.serialNo, r.telemetry.pose.x]);

    it('sends browsers that follow the same buildings one message made once, and each other set its own', () => {
      const changed = new ChangedStates();
      const [one, two, other, both] = [client(), client(), client(), client()];
      one.client.follow([1]);
      two.client.follow([1]);
      other.client.follow([2]);
      both.client.follow([2, 1]);
      const a = robot(1, 0, 1);
      moveAll(changed, a, 1);
      moveAll(changed, a, 4);
      moveAll(changed, robot(2, 7, 2), 7);
      const tick = changed.take();
      for (const { client: c } of [one, two, other, both]) c.flushTick(tick);
      expect(one.socket.sent[0]).toBeInstanceOf(Buffer);
      expect(two.socket.sent[0]).toBe(one.socket.sent[0]);
      expect(serials(one.socket.texts[0])).toEqual([['R1', 4]]);
      expect(serials(other.socket.texts[0])).toEqual([['R2', 7]]);
      expect(serials(both.socket.texts[0]).sort()).toEqual([['R1', 4], ['R2', 7]]);
      // Nothing changed since: the next tick sends nothing.
      const quiet = changed.take();
      for (const { client: c } of [one, two, other, both]) c.flushTick(quiet);
      expect([one, two, other, both].map(({ socket }) => socket.texts.length)).toEqual([1, 1, 1, 1]);
    });

    it('keeps the ticks a slow browser missed, and sends them with the next in one message of its own once it catches up', () => {
      const changed = new ChangedStates();
      const slow = client();
      const fast = client();
      slow.client.follow([1]);
      fast.client.follow([1]);
      const a = robot(1, 0, 1);
      const b = robot(2, 0, 1);
      slow.socket.bufferedAmount = SLOW_CLIENT_BYTES + 1;
      moveAll(changed, a, 1);
      let tick = changed.take();
      slow.client.flushTick(tick);
      fast.client.flushTick(tick);
      expect(slow.socket.texts).toEqual([]);

      slow.socket.bufferedAmount = 0;
      moveAll(changed, b, 2);
      tick = changed.take();
      slow.client.flushTick(tick);
      fast.client.flushTick(tick);
      expect(serials(slow.socket.texts[0])).toEqual([['R1', 1], ['R2', 2]]);
      expect(serials(fast.socket.texts[1])).toEqual([['R2', 2]]);
      expect(slow.socket.sent[0]).not.toBe(fast.socket.sent[1]);

      // Caught up: it shares the next tick's message again.
      moveAll(changed, a, 3);
      tick = changed.take();
      slow.client.flushTick(tick);
      fast.client.flushTick(tick);
      expect(slow.socket.sent[1]).toBe(fast.socket.sent[2]);
    });

    it('sends no state of a robot removed before the tick', () => {
      const changed = new ChangedStates();
      const { socket, client: c } = client();
      c.follow([1]);
      const a = robot(1, 0, 1);
      moveAll(changed, a, 1);
      changed.remove(a, 1);
      c.flushTick(changed.take());
      expect(socket.texts).toEqual([]);
    });
  });
});
