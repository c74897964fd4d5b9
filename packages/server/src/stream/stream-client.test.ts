import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { LiveRobot } from '../gateway/live-robots.js';
import { SLOW_CLIENT_BYTES, STUCK_CLIENT_BYTES, StreamClient } from './stream-client.js';

/** The part of a ws socket StreamClient uses; bufferedAmount is set by the test, as the network would. */
class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly texts: string[] = [];
  readonly binaries: Array<Buffer | Uint8Array> = [];
  closed: { code: number; reason: string } | null = null;

  send(data: string | Buffer | Uint8Array, options?: { binary?: boolean }): void {
    if (options?.binary) this.binaries.push(data as Buffer | Uint8Array);
    else this.texts.push(data as string);
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

function robot(id: number, x = 0): LiveRobot {
  return {
    meta: { id, serialNo: `R${id}`, name: `Robot ${id}`, model: 'Ex', organizationId: 1, buildingId: 1, initialFloorId: 1, status: 1, credentialHash: null },
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
});
