// Issue 13 item 8, robot floods: one robot credential stored 35 MB of events in seconds and made a
// 3-item activity request answer 10.5 MB; 300 queued commands from one operator starved another
// operator's photo. Each attack is performed as reported; the server must cap it, tell the sender
// why, and keep `stop` first.
import { describe, expect, it } from 'vitest';
import { CommandQueueLimits, GatewayLimits, encodeCameraFrame } from '@fleetdeck/model';
import { demo } from './harness/index.js';
import { browser, gatewaySuite, handRobot, onlineTowerRobot, type Message, type RecordingSocket } from './gateway-helpers.js';

const suite = gatewaySuite({ operator: demo.operator });

let n = 0;
const onlineRobot = () => onlineTowerRobot(suite, `Flood ${++n}`, `FL-${n}`);

type GatewayError = Message & { code: string; event?: { ts: number; kind: string; code: string }; retryAfterMs?: number };
const errorsOf = (socket: RecordingSocket, code: string) => socket.messages.filter((m) => m.type === 'error' && m.code === code) as GatewayError[];
const flowEvent = (ts: number, data: Record<string, unknown>) => ({ type: 'event', ts, level: 5, kind: 'flow', code: 'F0001', data });
/** Events of kind flow stored for the robot, after the server wrote what it buffered (the activity call flushes first). */
async function storedEvents(robotId: number): Promise<{ n: number; bytes: number }> {
  expect((await suite.server.api('GET', `/api/robots/${robotId}/activity?limit=1`, undefined, suite.admin)).status).toBe(200);
  return suite.server.sql.get("SELECT count(*) AS n, coalesce(sum(octet_length(data)), 0) AS bytes FROM robot_events WHERE robot_id = ? AND kind = 'flow'", robotId) as { n: number; bytes: number };
}

/** GET activity as raw bytes: the size of the answer is the point. */
async function activityBytes(robotId: number, limit: number): Promise<{ status: number; size: number; body: { events: Array<{ data: unknown; dataOmittedBytes?: number }> } }> {
  const res = await fetch(`${suite.server.url}/api/robots/${robotId}/activity?limit=${limit}`, { headers: { authorization: `Bearer ${suite.admin}` } });
  const text = await res.text();
  return { status: res.status, size: Buffer.byteLength(text), body: JSON.parse(text) as { events: Array<{ data: unknown; dataOmittedBytes?: number }> } };
}

/**
 * Sends a message too large to be read and waits for its refusal: the gateway handles a robot's
 * messages in order, so everything sent before has been handled once this answer arrives.
 */
async function settled(robot: { socket: RecordingSocket }): Promise<void> {
  const before = errorsOf(robot.socket, 'MESSAGE_TOO_LARGE').length;
  robot.socket.send({ type: 'telemetry', pad: 'x'.repeat(GatewayLimits.textMessageMaxBytes) });
  await robot.socket.until(() => (errorsOf(robot.socket, 'MESSAGE_TOO_LARGE').length > before ? true : undefined), 20_000, 'the sync refusal');
}

describe('event floods from one robot', () => {
  it('refuses ten 3.5 MB events, stores none of them, keeps the robot connected and answers a 3-item activity small', async () => {
    const robot = await onlineRobot();
    const blob = 'x'.repeat(3_500_000);
    for (let i = 0; i < 10; i++) robot.socket.send(flowEvent(Date.now(), { blob }));
    await robot.socket.until(() => (errorsOf(robot.socket, 'MESSAGE_TOO_LARGE').length === 10 ? true : undefined), 20_000, 'ten refusals');
    expect(robot.socket.closeCode).toBeNull();
    expect((await storedEvents(robot.id)).n).toBe(0);
    const activity = await activityBytes(robot.id, 3);
    expect(activity.status).toBe(200);
    expect(activity.size).toBeLessThan(4 * 1024);
  });

  it('refuses an event whose data is over the cap with EVENT_TOO_LARGE naming it, and stores one at the cap', async () => {
    const robot = await onlineRobot();
    const big = flowEvent(Date.now(), { blob: 'y'.repeat(GatewayLimits.eventDataMaxBytes) });
    robot.socket.send(big);
    const refusal = await robot.socket.waitFor((m) => m.type === 'error' && m.code === 'EVENT_TOO_LARGE');
    expect(refusal).toMatchObject({ event: { ts: big.ts, kind: 'flow', code: 'F0001' } });
    // {"blob":"…"} is 11 bytes of JSON around the text.
    robot.socket.send(flowEvent(Date.now(), { blob: 'z'.repeat(GatewayLimits.eventDataMaxBytes - 11) }));
    await settled(robot);
    expect(await storedEvents(robot.id)).toMatchObject({ n: 1 });
    expect(robot.socket.closeCode).toBeNull();
  });

  it('caps a burst of thousands of events at the robot\'s rate, telling the robot once per window', async () => {
    const robot = await onlineRobot();
    const started = Date.now();
    const data = { note: 'k'.repeat(1000) };
    for (let i = 0; i < 5000; i++) robot.socket.send(flowEvent(Date.now(), data));
    await settled(robot);
    const seconds = (Date.now() - started) / 1000;
    const stored = await storedEvents(robot.id);
    // The bucket: a burst at once, then the refill rate (measured over this test's own elapsed time).
    expect(stored.n).toBeLessThanOrEqual(GatewayLimits.eventBurst + Math.ceil(GatewayLimits.eventsPerSecond * seconds));
    expect(stored.bytes).toBeLessThanOrEqual(stored.n * 1100);
    const limited = errorsOf(robot.socket, 'EVENT_RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / GatewayLimits.limitNoticeMs) + 1);
    expect(limited[0]?.retryAfterMs).toBeGreaterThan(0);
    expect(robot.socket.closeCode).toBeNull();
    const activity = await activityBytes(robot.id, 3);
    expect(activity.size).toBeLessThan(8 * 1024);
  });

  it('counts the gateway\'s connection notes against the rate, so a reconnect loop cannot fill the table', async () => {
    const robot = await onlineRobot();
    robot.socket.terminate();
    const started = Date.now();
    for (let i = 0; i < 60; i++) {
      const { socket, welcome } = await handRobot(suite.server, robot.serialNo, robot.credential);
      expect(welcome.type).toBe('welcome');
      socket.terminate();
      await socket.closed();
    }
    const seconds = (Date.now() - started) / 1000;
    expect((await suite.server.api('GET', `/api/robots/${robot.id}/activity?limit=1`, undefined, suite.admin)).status).toBe(200);
    const { n } = suite.server.sql.get("SELECT count(*) AS n FROM robot_events WHERE robot_id = ? AND kind = 'connection'", robot.id) as { n: number };
    // Unbounded, 60 reconnects would store 120 notes (online and offline each time).
    expect(n).toBeLessThanOrEqual(GatewayLimits.eventBurst + Math.ceil(GatewayLimits.eventsPerSecond * seconds) + 1);
  });

  it('answers a 3-item activity small even over rows stored before the cap', async () => {
    const robot = await onlineRobot();
    const insert = "INSERT INTO robot_events (robot_id, at, robot_ts, kind, code, level, active, message, data) VALUES (?, ?, ?, 'flow', 'F0001', 5, NULL, NULL, ?)";
    const huge = JSON.stringify({ blob: 'x'.repeat(3_500_000) });
    for (let i = 0; i < 10; i++) suite.server.sql.run(insert, robot.id, new Date(Date.now() + 60_000 + i).toISOString(), Date.now(), huge);
    const activity = await activityBytes(robot.id, 3);
    expect(activity.status).toBe(200);
    expect(activity.size).toBeLessThan(4 * 1024);
    expect(activity.body.events).toHaveLength(3);
    for (const event of activity.body.events) expect(event).toMatchObject({ data: null, dataOmittedBytes: Buffer.byteLength(huge) });
  });
});

type Ack = Message & { ref: number; result: string; code?: string; data?: { photo?: { id: number } } };
const acksOf = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'ack') as Ack[];
const commandsOf = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command') as Array<Message & { seq: number; command: { name: string } }>;
const speech = { name: 'speech', text: 'flood', voice: 'en-male' };
// One in flight, then the operator's cap of waiting ones; the rest of 300 are refused.
const ACCEPTED = 1 + CommandQueueLimits.perSender;

/** One operator queues 300 commands for a robot that has not answered yet; answers once the server refused the excess. */
async function flood(robot: { serialNo: string; socket: RecordingSocket }, attacker: RecordingSocket): Promise<void> {
  for (let ref = 1; ref <= 300; ref++) attacker.send({ type: 'command', ref, serialNo: robot.serialNo, command: speech });
  await attacker.until(() => (acksOf(attacker).filter((a) => a.code === 'COMMAND_QUEUE_FULL').length === 300 - ACCEPTED ? true : undefined), 10_000, 'the refusals');
  for (const ack of acksOf(attacker)) expect(ack).toMatchObject({ result: 'rejected', code: 'COMMAND_QUEUE_FULL' });
  // The refused are the last ones sent: the accepted ones wait in order.
  expect(Math.min(...acksOf(attacker).map((a) => a.ref))).toBe(ACCEPTED + 1);
  expect(commandsOf(robot.socket)).toHaveLength(1);
}

/** The robot answers every command as it comes (a photo with its picture first) until stopped. */
function answerCommands(socket: RecordingSocket): { stop(): void } {
  let answered = 0;
  let stopped = false;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x04, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);
  const listener = () => {
    for (const command of commandsOf(socket).slice(answered)) {
      if (stopped) return;
      answered++;
      if (command.command.name === 'photo') {
        socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: command.seq }, jpeg));
        socket.send({ type: 'ack', seq: command.seq, result: 'ok', data: { camera: 'v1', takenAt: Date.now() } });
      } else {
        socket.send({ type: 'ack', seq: command.seq, result: 'ok' });
      }
    }
  };
  // Registered after the recorder's own listener, so the command is already in `messages`.
  socket.socket.on('message', listener);
  listener();
  return {
    stop() {
      stopped = true;
      socket.socket.off('message', listener);
    },
  };
}

describe('command floods from one operator', () => {
  it('refuses the excess of 300 queued commands with COMMAND_QUEUE_FULL and answers another operator\'s photo before the flood drains', async () => {
    const robot = await onlineRobot();
    const attacker = await browser(suite.server, suite.tokens.operator, undefined);
    const other = await browser(suite.server, suite.admin, undefined);
    suite.sockets.push(attacker, other);
    await flood(robot, attacker);
    other.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'photo', camera: 'v1' } });
    // Messages of one stream are handled in order: once the pong is back, the photo waits in the queue.
    other.send({ type: 'ping', ts: 1 });
    await other.waitFor((m) => m.type === 'pong');
    const robotSide = answerCommands(robot.socket);
    const photoAck = (await other.waitFor((m) => m.type === 'ack' && m.ref === 1, 10_000)) as Ack;
    const attackerDone = acksOf(attacker).filter((a) => a.result === 'ok').length;
    robotSide.stop();
    expect(photoAck).toMatchObject({ result: 'ok' });
    expect(photoAck.data?.photo?.id).toBeGreaterThan(0);
    // Served in turn: the photo went out after at most one more of the attacker's commands, long before their last.
    const order = commandsOf(robot.socket).map((c) => c.command.name);
    expect(order.indexOf('photo')).toBeLessThanOrEqual(2);
    expect(attackerDone).toBeLessThan(ACCEPTED);
  });

  it('still sends a stop first while the queue is full, cancelling what waits, and refuses the excess over REST too', async () => {
    const robot = await onlineRobot();
    const attacker = await browser(suite.server, suite.tokens.operator, undefined);
    suite.sockets.push(attacker);
    await flood(robot, attacker);
    const rest = await suite.server.api<{ error: { code: string; details: Array<{ code: string }> } }>('POST', `/api/robots/${robot.id}/commands`, speech, suite.tokens.operator);
    expect(rest.status).toBe(409);
    expect(rest.body.error.details[0]?.code).toBe('commandQueueFull');
    attacker.send({ type: 'command', ref: 1000, serialNo: robot.serialNo, command: { name: 'stop' } });
    const stop = await robot.socket.until(() => commandsOf(robot.socket)[1], 5000, 'the stop');
    expect(stop.command.name).toBe('stop');
    robot.socket.send({ type: 'ack', seq: stop.seq, result: 'ok' });
    expect(await attacker.waitFor((m) => m.type === 'ack' && m.ref === 1000)).toMatchObject({ result: 'ok' });
    await attacker.until(() => (acksOf(attacker).filter((a) => a.code === 'STOPPED').length === ACCEPTED - 1 ? true : undefined), 5000, 'the cancellations');
    // The queue is free again for the attacker.
    attacker.send({ type: 'command', ref: 1001, serialNo: robot.serialNo, command: speech });
    robot.socket.send({ type: 'ack', seq: commandsOf(robot.socket)[0]?.seq ?? -1, result: 'cancelled', code: 'STOPPED' });
    await robot.socket.until(() => commandsOf(robot.socket)[2], 5000, 'the next command');
  });
});
