// Issue 13 item 10: the §4 gates hold on the server, not only in the browser. An account that must
// change its password, or has terms outstanding (TOS/PP; MC only for a maintenance-company owner),
// gets 403 with a code of its own on everything but the calls the password-change and terms pages
// and the shell make, and its stream is refused the same way; once the password is changed or the
// terms agreed, it works as any other account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, registerRobot, RecordingSocket, telemetry, type Message } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
let robot: { id: number; serialNo: string; socket: RecordingSocket };
let heartbeat: ReturnType<typeof setInterval> | undefined;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
  const registered = await registerRobot(server, admin, { name: 'Gate', serialNo: `GT-${Date.now() % 100000}`, model: 'Ex', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  const { socket } = await handRobot(server, registered.serialNo, registered.credential);
  socket.send(telemetry(registered.floorId));
  heartbeat = setInterval(() => socket.send(telemetry(registered.floorId)), 500);
  robot = { id: registered.id, serialNo: registered.serialNo, socket };
});
afterAll(async () => {
  clearInterval(heartbeat);
  robot?.socket.terminate();
  await server?.stop();
});

const streamUrl = () => `${server.url.replace('http', 'ws')}/api/stream`;
const teleop = (linear: number) => ({ name: 'teleop', linear, angular: 0, deadmanMs: 400 });
const reached = (linear: number) => robot.socket.messages.some((m) => m.type === 'command' && (m.command as { linear?: number }).linear === linear);

/** The attack on the stream: authenticate and command at once, without waiting for `ready`. */
async function streamAttack(token: string, linear: number): Promise<{ code: number; error: Message | undefined }> {
  const socket = await RecordingSocket.open(streamUrl());
  socket.send({ type: 'auth', token });
  socket.send({ type: 'subscribe', buildingIds: null });
  socket.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: teleop(linear) });
  const code = await socket.closed();
  return { code, error: socket.messages.find((m) => m.type === 'error') };
}

/** A command over a ready stream reaches the robot (proof the gate is lifted). */
async function commandReaches(token: string, linear: number): Promise<void> {
  const stream = await browser(server, token, [ids.tower]);
  try {
    stream.send({ type: 'command', ref: 2, serialNo: robot.serialNo, command: teleop(linear) });
    await robot.socket.waitFor((m) => m.type === 'command' && (m.command as { linear?: number }).linear === linear);
  } finally {
    stream.terminate();
  }
}

/** The calls the shell, my/chpwd and the terms page make: they stay answered. */
async function expectPageCallsAnswered(token: string): Promise<void> {
  for (const path of ['/api/my/session', '/api/my/profile', '/api/my/term-agreements/check', '/api/my/contract']) {
    expect((await server.api('GET', path, undefined, token)).status, path).toBe(200);
  }
}

describe('password change required', () => {
  it('refuses robot lists and the stream with 403 PASSWORD_CHANGE_REQUIRED until the password is changed', async () => {
    const token = await server.login(demo.chpwd);
    const robots = await server.api<ErrorBody>('GET', '/api/robots', undefined, token);
    expect(robots.status).toBe(403);
    expect(robots.body.error).toMatchObject({ statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(robots.body.error.message).toMatch(/change your password/i);
    const command = await server.api<ErrorBody>('POST', `/api/robots/${robot.id}/commands`, { name: 'stop' }, token);
    expect(command.status).toBe(403);
    expect(command.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const attack = await streamAttack(token, 0.31);
    expect(attack.code).toBe(4403);
    expect(attack.error).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    await expectPageCallsAnswered(token);

    expect((await server.api('POST', '/api/my/password', { currentPassword: DEMO_PASSWORD, newPassword: 'Quiet-Harbor-91' }, token)).status).toBe(204);
    expect((await server.api('GET', '/api/robots', undefined, token)).status).toBe(200);
    await commandReaches(token, 0.32);
    expect(reached(0.31)).toBe(false);
  });
});

describe('terms outstanding', () => {
  it('refuses robot lists and the stream with 403 TERMS_NOT_AGREED until the terms are agreed', async () => {
    const token = await server.login(demo.terms);
    const robots = await server.api<ErrorBody>('GET', '/api/robots', undefined, token);
    expect(robots.status).toBe(403);
    expect(robots.body.error).toMatchObject({ statusCode: 403, code: 'TERMS_NOT_AGREED' });

    const attack = await streamAttack(token, 0.41);
    expect(attack.code).toBe(4403);
    expect(attack.error).toMatchObject({ code: 'TERMS_NOT_AGREED' });
    await expectPageCallsAnswered(token);

    const check = await server.api<Record<string, { id: number } | null>>('GET', '/api/my/term-agreements/check', undefined, token);
    const termIds = Object.values(check.body).flatMap((t) => (t ? [t.id] : []));
    expect((await server.api('POST', '/api/my/term-agreements', { termIds }, token)).status).toBe(204);
    expect((await server.api('GET', '/api/robots', undefined, token)).status).toBe(200);
    await commandReaches(token, 0.42);
    expect(reached(0.41)).toBe(false);
  });

  it('holds the maintenance agreement against a maintenance-company owner only', async () => {
    const owner = await server.login(demo.mcOwner);
    const refused = await server.api<ErrorBody>('GET', '/api/robots', undefined, owner);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('TERMS_NOT_AGREED');
    // The same MC is outstanding for a general operator of the company, who is not bound by it.
    expect((await server.api('GET', '/api/robots', undefined, await server.login(demo.operator))).status).toBe(200);
  });

  it('closes an open stream with 4403 when new terms take effect, and answers 403 after', async () => {
    const token = await server.login(demo.operator);
    const stream = await browser(server, token, [ids.tower]);
    server.sql.run("INSERT INTO terms (type, version, title_ja, title_en, body_ja, body_en, published_at) VALUES ('TOS', '9.9', '規約', 'Terms', '本文', 'Body', ?)", new Date(Date.now() - 1000).toISOString());
    expect(await stream.closed(1000)).toBe(4403);
    const after = await server.api<ErrorBody>('GET', '/api/robots', undefined, token);
    expect(after.body.error.code).toBe('TERMS_NOT_AGREED');
  });
});
