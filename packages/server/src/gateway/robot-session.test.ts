import { afterEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import type { CommandMessage } from '@fleetdeck/model';
import { ACK_TIMEOUT_MS, QUEUE_FULL, RobotSession } from './robot-session.js';
import { FairCommandQueue, SenderQuota } from './command-queue.js';
import type { LiveRobot } from './live-robots.js';
import { FloorPlacement } from './floor-placement.js';

/** Records what the session writes to its robot socket. */
function fakeSocket() {
  const sent: CommandMessage[] = [];
  const socket = { send: (text: string) => sent.push(JSON.parse(text) as CommandMessage) } as unknown as WebSocket;
  return { socket, sent };
}

const robot = {} as LiveRobot;
const floors = new FloorPlacement([1], () => Promise.resolve([1]));

describe('RobotSession', () => {
  it('sends queued commands one at a time, each after the previous ack', async () => {
    const { socket, sent } = fakeSocket();
    const session = new RobotSession(socket, robot, floors);
    const speech = session.send({ name: 'speech', text: 'hi', voice: 'en-male' });
    const photo = session.send({ name: 'photo', camera: 'v1' });
    expect(sent.map((m) => m.command.name)).toEqual(['speech']);
    session.ack({ type: 'ack', seq: sent[0]?.seq ?? -1, result: 'ok' });
    await expect(speech).resolves.toEqual({ result: 'ok' });
    expect(sent.map((m) => m.command.name)).toEqual(['speech', 'photo']);
    session.ack({ type: 'ack', seq: sent[1]?.seq ?? -1, result: 'ok', data: { camera: 'v1' } });
    await expect(photo).resolves.toEqual({ result: 'ok', data: { camera: 'v1' } });
  });

  it('sends teleop and stop at once; stop cancels what waits', async () => {
    const { socket, sent } = fakeSocket();
    const session = new RobotSession(socket, robot, floors);
    void session.send({ name: 'speech', text: 'hi', voice: 'en-male' });
    const waiting = session.send({ name: 'photo', camera: 'v1' });
    void session.send({ name: 'teleop', linear: 0.2, angular: 0, deadmanMs: 500 });
    void session.send({ name: 'stop' });
    expect(sent.map((m) => m.command.name)).toEqual(['speech', 'teleop', 'stop']);
    expect(new Set(sent.map((m) => m.seq)).size).toBe(3);
    await expect(waiting).resolves.toEqual({ result: 'cancelled', code: 'STOPPED' });
  });

  it('answers every open command ROBOT_OFFLINE when the robot goes away', async () => {
    const { socket } = fakeSocket();
    const session = new RobotSession(socket, robot, floors);
    const inFlight = session.send({ name: 'speech', text: 'hi', voice: 'en-male' });
    const queued = session.send({ name: 'photo', camera: 'v1' });
    session.close();
    await expect(inFlight).resolves.toEqual({ result: 'error', code: 'ROBOT_OFFLINE' });
    await expect(queued).resolves.toEqual({ result: 'error', code: 'ROBOT_OFFLINE' });
    await expect(session.send({ name: 'stop' })).resolves.toEqual({ result: 'error', code: 'ROBOT_OFFLINE' });
  });

  it('expects a photo only for a photo command still waiting for its ack', () => {
    const { socket, sent } = fakeSocket();
    const session = new RobotSession(socket, robot, floors);
    void session.send({ name: 'photo', camera: 'v1' });
    void session.send({ name: 'teleop', linear: 0.1, angular: 0, deadmanMs: 500 });
    const [photo, teleop] = sent.map((m) => m.seq);
    expect(session.awaitsPhoto(photo ?? -1)).toBe(true);
    expect(session.awaitsPhoto(teleop ?? -1)).toBe(false);
    expect(session.awaitsPhoto(99)).toBe(false);
    session.ack({ type: 'ack', seq: photo ?? -1, result: 'ok' });
    expect(session.awaitsPhoto(photo ?? -1)).toBe(false);
  });

  describe('photos being stored', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('drops a photo command\'s entry when the command times out, and takes no photo for it after', async () => {
      vi.useFakeTimers();
      const { socket, sent } = fakeSocket();
      const session = new RobotSession(socket, robot, floors);
      const outcome = session.send({ name: 'photo', camera: 'v1' });
      const seq = sent[0]?.seq ?? -1;
      session.photos.set(seq, Promise.resolve(null));
      vi.advanceTimersByTime(ACK_TIMEOUT_MS);
      await expect(outcome).resolves.toEqual({ result: 'error', code: 'ACK_TIMEOUT' });
      expect(session.photos.has(seq)).toBe(false);
      expect(session.awaitsPhoto(seq)).toBe(false);
    });

    it('drops a photo command\'s entry when the command is acked', async () => {
      const { socket, sent } = fakeSocket();
      const session = new RobotSession(socket, robot, floors);
      const outcome = session.send({ name: 'photo', camera: 'v1' });
      const seq = sent[0]?.seq ?? -1;
      session.photos.set(seq, Promise.resolve(null));
      session.ack({ type: 'ack', seq, result: 'ok' });
      await expect(outcome).resolves.toEqual({ result: 'ok' });
      expect(session.photos.size).toBe(0);
    });
  });
});

describe('RobotSession queue caps and fairness', () => {
  it('refuses COMMAND_QUEUE_FULL past the sender cap, serves another sender next, and never refuses a stop', async () => {
    const { socket, sent } = fakeSocket();
    const session = new RobotSession(socket, robot, floors, new FairCommandQueue(new SenderQuota(2), 10));
    const speech = { name: 'speech', text: 'hi', voice: 'en-male' } as const;
    const flood = Array.from({ length: 5 }, () => session.send(speech, 'operator:1'));
    await expect(flood[3]).resolves.toEqual(QUEUE_FULL);
    await expect(flood[4]).resolves.toEqual(QUEUE_FULL);
    const photo = session.send({ name: 'photo', camera: 'v1' }, 'operator:2');
    session.ack({ type: 'ack', seq: sent[0]?.seq ?? -1, result: 'ok' });
    await expect(flood[0]).resolves.toEqual({ result: 'ok' });
    // Operator 1 has two waiting and came first, so one of theirs goes, then operator 2's photo.
    session.ack({ type: 'ack', seq: sent[1]?.seq ?? -1, result: 'ok' });
    expect(sent.map((m) => m.command.name)).toEqual(['speech', 'speech', 'photo']);
    void session.send(speech, 'operator:1');
    void session.send(speech, 'operator:1');
    await expect(session.send(speech, 'operator:1')).resolves.toEqual(QUEUE_FULL);
    const stop = session.send({ name: 'stop' }, 'operator:1');
    expect(sent.at(-1)?.command.name).toBe('stop');
    session.ack({ type: 'ack', seq: sent.at(-1)?.seq ?? -1, result: 'ok' });
    await expect(stop).resolves.toEqual({ result: 'ok' });
    await expect(flood[2]).resolves.toEqual({ result: 'cancelled', code: 'STOPPED' });
    void photo;
  });
});
