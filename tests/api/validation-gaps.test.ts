// Issue 13 item 12, each attack as the issue describes it: a huge skip on setting history, upload
// tricks, concurrent duplicate login ids, a 30 KB query string, union-schema messages and a
// negative flow id. Each answers a 4xx in the error shape with a message a person can act on.
// (Blank and control-character names: required-text.test.ts.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from './harness/index.js';
import { browser, gatewaySuite, handRobot, registerRobot, type RecordingSocket } from './gateway-helpers.js';

const suite = gatewaySuite();

/** The error shape of docs/contracts.md, with a message, for a response that must be a refusal. */
function expectErrorShape(status: number, body: unknown, expected: number, code?: string): ErrorBody['error'] {
  expect(status, JSON.stringify(body).slice(0, 400)).toBe(expected);
  const error = (body as ErrorBody).error;
  expect(error).toMatchObject({ statusCode: expected, name: expect.any(String), code: code ?? expect.any(String), message: expect.any(String) });
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

const robotId = () => (suite.server.sql.get('SELECT id FROM robots ORDER BY id LIMIT 1') as { id: number }).id;

describe('numeric query parameters', () => {
  it('skip=1e20 on setting history answers 400 naming skip, not 500', async () => {
    const res = await suite.server.api<ErrorBody>('GET', `/api/robots/${robotId()}/setting-history?skip=1e20`, undefined, suite.admin);
    const error = expectErrorShape(res.status, res.body, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'skip', code: 'maximum', message: 'must be <= 10000000' }]);
    expect(error.message).toBe('skip: must be <= 10000000');
  });

  it('refuses out-of-range numbers in every query string and path with 400', async () => {
    const id = robotId();
    const filter = (f: unknown) => encodeURIComponent(JSON.stringify(f));
    const cases: Array<[string, string]> = [
      [`/api/robots/${id}/setting-history?limit=1e20`, 'limit'],
      [`/api/robots/${id}/setting-history?skip=-1`, 'skip'],
      [`/api/robots/${id}/setting-history?skip=1.5`, 'skip'],
      [`/api/robots/${id}/activity?limit=1e20`, 'limit'],
      [`/api/robots/${id}/photos?limit=1e20`, 'limit'],
      ['/api/robots/1e20', 'id'],
      ['/api/robots/0', 'id'],
      [`/api/robots/${id}/setting-history?skip=99999999999999999999`, 'skip'],
    ];
    for (const [path, field] of cases) {
      const res = await suite.server.api<ErrorBody>('GET', path, undefined, suite.admin);
      const error = expectErrorShape(res.status, res.body, 400, 'VALIDATION_FAILED');
      expect(error.details?.map((d) => d.path), path).toContain(field);
    }
    for (const f of [{ skip: 1e20 }, { limit: 1e20 }, { skip: -1 }]) {
      const res = await suite.server.api<ErrorBody>('GET', `/api/robots?filter=${filter(f)}`, undefined, suite.admin);
      expectErrorShape(res.status, res.body, 400, 'FILTER_INVALID');
    }
    const messages = await suite.server.api<ErrorBody>('GET', '/api/my/messages?page=1e20', undefined, suite.admin);
    expectErrorShape(messages.status, messages.body, 400, 'VALIDATION_FAILED');
  });
});

describe('uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
  const boundary = 'fleetdeck-test-boundary';
  const part = (name: string, filename: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), data, Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const post = async (body: Buffer) => {
    const res = await fetch(`${suite.server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const fileCount = () => (suite.server.sql.get('SELECT count(*) AS n FROM files') as { n: number }).n;
  const storedFiles = () => readdirSync(join(suite.server.dataDir, 'files'), { recursive: true }).length;

  it('answers a truncated upload, a part not named file and a second file part with 400 each, storing nothing', async () => {
    expect((await post(Buffer.concat([part('file', 'ok.png', png), end]))).status).toBe(201);
    const rows = fileCount();
    const onDisk = storedFiles();
    const cases: Array<[string, Buffer, string, RegExp]> = [
      ['truncated in the file', part('file', 'cut.png', png).subarray(0, 150), 'incomplete', /ended before the file was complete/],
      ['no closing boundary', part('file', 'open.png', png), 'incomplete', /ended before the file was complete/],
      ['part named picture', Buffer.concat([part('picture', 'p.png', png), end]), 'partName', /part named "file".*"picture"/],
      ['two file parts', Buffer.concat([part('file', 'a.png', png), part('file', 'b.png', png), end]), 'onePart', /exactly one part/],
    ];
    for (const [what, body, code, message] of cases) {
      const res = await post(body);
      const error = expectErrorShape(res.status, res.body, 400, 'VALIDATION_FAILED');
      expect(error.details, what).toEqual([{ path: 'file', code, message: expect.stringMatching(message) }]);
    }
    expect(fileCount()).toBe(rows);
    expect(storedFiles()).toBe(onDisk);
  });
});

describe('duplicate login ids', () => {
  const body = (loginId: string) => ({
    loginId, lastName: 'Race', firstName: 'Runner', type: 0, organizationId: organizationOf(), buildingId: suite.ids.tower, password: 'Race-runner-2026',
  });
  const organizationOf = () => (suite.server.sql.get('SELECT organization_id AS id FROM buildings WHERE id = ?', suite.ids.tower) as { id: number }).id;

  it('10 concurrent creates of one login id: exactly one 201, the rest the same 409 naming loginId', async () => {
    const loginId = `race-${Date.now()}@fleetdeck.example`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => suite.server.api<ErrorBody>('POST', '/api/operators', body(loginId), suite.admin)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
    for (const refusal of refusals) expect(refusal).toEqual(refusals[0]);
    expect(refusals[0]?.error).toEqual({
      statusCode: 409, name: 'ConflictError', code: 'CONFLICT', message: 'loginId: This e-mail address is already in use',
      details: [{ path: 'loginId', code: 'unique', message: 'This e-mail address is already in use' }],
    });
    // A later duplicate, in other letter case, answers exactly the same.
    const later = await suite.server.api<ErrorBody>('POST', '/api/operators', body(loginId.toUpperCase()), suite.admin);
    expect(later.status).toBe(409);
    expect(later.body).toEqual(refusals[0]);
    expect((suite.server.sql.get('SELECT count(*) AS n FROM operators WHERE login_id = ?', loginId) as { n: number }).n).toBe(1);
    await expect(suite.server.login(loginId, 'Race-runner-2026')).resolves.toEqual(expect.any(String));
  });
});

describe('oversized requests', () => {
  const raw = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${suite.admin}`, ...headers } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('a 30 KB query string answers 414 in the error shape, not Node\'s own body', async () => {
    const res = await raw(`/api/robots?filter=${'a'.repeat(30 * 1024)}`);
    const error = expectErrorShape(res.status, res.body, 414, 'URI_TOO_LONG');
    expect(error.name).toBe('UriTooLongError');
    expect(error.message).toMatch(/shorten the query string/);
  });

  it('oversized headers, a long path segment and a bad percent-encoding answer the error shape too', async () => {
    const headers = await raw('/api/robots', { 'x-padding': 'a'.repeat(30 * 1024) });
    expectErrorShape(headers.status, headers.body, 431, 'HEADERS_TOO_LARGE');
    const segment = await raw(`/api/robots/${'9'.repeat(120)}`);
    expectErrorShape(segment.status, segment.body, 414, 'URI_TOO_LONG');
    const encoding = await raw('/api/robots/%E0%A4%A');
    expectErrorShape(encoding.status, encoding.body, 400, 'VALIDATION_FAILED');
    // The server still answers after refusing them.
    expect((await suite.server.api('GET', '/api/robots', undefined, suite.admin)).status).toBe(200);
  });
});

describe('robot commands', () => {
  let n = 0;
  async function onlineRobot() {
    const robot = await registerRobot(suite.server, suite.admin, { name: `Validation ${++n}`, serialNo: `VG-${n}-${Date.now() % 100000}`, model: 'Ex', buildingId: suite.ids.tower, initialFloorId: suite.ids.towerFloor });
    const { socket } = await handRobot(suite.server, robot.serialNo, robot.credential);
    suite.sockets.push(socket);
    socket.socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; seq: number };
      if (m.type === 'command') socket.send({ type: 'ack', seq: m.seq, result: 'ok' });
    });
    return { ...robot, socket };
  }
  const flowCommands = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command').map((m) => m.command as { name: string; flowId?: number });

  it('a union error names the field of the command sent and what it expects, not another command\'s fields', async () => {
    const id = robotId();
    const begin = await suite.server.api<ErrorBody>('POST', `/api/robots/${id}/commands`, { name: 'flow', action: 'begin' }, suite.admin);
    const error = expectErrorShape(begin.status, begin.body, 400, 'VALIDATION_FAILED');
    expect(error.message).toBe('action: must be "start" or "stop"');
    expect(error.details).toEqual([{ path: 'action', code: 'anyOf', message: 'must be "start" or "stop"' }]);
    const unknown = await suite.server.api<ErrorBody>('POST', `/api/robots/${id}/commands`, { name: 'fly' }, suite.admin);
    expect(expectErrorShape(unknown.status, unknown.body, 400).message).toMatch(/^name: must be one of "teleop", "stop", /);
    const teleop = await suite.server.api<ErrorBody>('POST', `/api/robots/${id}/commands`, { name: 'teleop', linear: 0.2, angular: 0 }, suite.admin);
    expect(expectErrorShape(teleop.status, teleop.body, 400).details).toEqual([{ path: 'deadmanMs', code: 'required', message: "must have required property 'deadmanMs'" }]);
  });

  it('flowId -1 (or 0) starts no flow, over REST or the stream; a real id still does', async () => {
    const robot = await onlineRobot();
    for (const flowId of [-1, 0]) {
      const res = await suite.server.api<ErrorBody>('POST', `/api/robots/${robot.id}/commands`, { name: 'flow', action: 'start', flowId }, suite.admin);
      const error = expectErrorShape(res.status, res.body, 400, 'VALIDATION_FAILED');
      expect(error.details).toEqual([{ path: 'flowId', code: 'minimum', message: 'must be >= 1' }]);
    }
    const stream = await browser(suite.server, suite.admin, null);
    suite.sockets.push(stream);
    stream.send({ type: 'command', ref: 1, serialNo: robot.serialNo, command: { name: 'flow', action: 'start', flowId: -1 } });
    const refused = await stream.waitFor((m) => m.type === 'error');
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', message: 'command.flowId: must be >= 1' });
    const started = await suite.server.api('POST', `/api/robots/${robot.id}/commands`, { name: 'flow', action: 'start', flowId: 1 }, suite.admin);
    expect(started.status).toBe(200);
    expect(flowCommands(robot.socket)).toEqual([{ name: 'flow', action: 'start', flowId: 1 }]);
  });
});
