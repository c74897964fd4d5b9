// The recording archive (issue 21): robots upload one-minute segments with resumable uploads
// (Content-Range chunks from the offset the server keeps; a dropped link resumes there), the
// archive answers days, minutes and video with Range, within each plan's retention and capacity,
// only for contracts with the archive and only for robots the caller may see.
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, resetTokenFrom, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { demoIds, handRobot, registerRobot, telemetry, type Message } from './gateway-helpers.js';

let server: TestServer;
let orgAdmin: string;
let otherAdmin: string;
let robot: { id: number; serialNo: string; credential: string };
let hinodeRobot: { id: number; serialNo: string; credential: string };

// Room for three of the test's 1,000-byte minutes: the fourth makes the oldest go.
const CAPACITY = 3500;

beforeAll(async () => {
  // Signed video URLs live 5 s here instead of 5 minutes, so one can be seen to expire.
  server = await startTestServer({ env: { FLEETDECK_ARCHIVE_CAPACITY_FREE: String(CAPACITY), FLEETDECK_SIGNED_URL_MS: '5000' } });
  [orgAdmin, otherAdmin] = await Promise.all([server.login(demo.orgAdmin), server.login(demo.otherAdmin)]);
  const ids = demoIds(server);
  robot = await registerRobot(server, orgAdmin, { name: 'Archive Robot', serialNo: 'ARCH-1', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  hinodeRobot = await registerRobot(server, otherAdmin, { name: 'Hinode Robot', serialNo: 'ARCH-H', model: 'ugo Pro', buildingId: ids.warehouse, initialFloorId: ids.warehouseFloor });
});
afterAll(async () => {
  await server?.stop();
});

const robotAuth = (r: { serialNo: string; credential: string }) => ({ authorization: `Robot ${r.serialNo} ${r.credential}` });
const minuteAgo = (minutes: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000).toISOString();
const announce = (r: typeof robot, startsAt: string, size: number) =>
  server.api<{ id: number; offset: number; complete: boolean }>('POST', '/api/archive/uploads', {
    startsAt, durationMs: 60_000, size, mimeType: 'video/mp4', quality: '360p', width: 640, height: 360,
  }, undefined, robotAuth(r));

async function putChunk(r: typeof robot, id: number, bytes: Buffer, start: number, total: number) {
  const res = await fetch(`${server.url}/api/archive/uploads/${id}`, {
    method: 'PUT', body: new Uint8Array(bytes),
    headers: { ...robotAuth(r), 'content-type': 'application/octet-stream', 'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}` },
  });
  return { status: res.status, body: (await res.json()) as { offset: number; complete: boolean } & Partial<ErrorBody> };
}

/** Sends the head of a chunk and drops the connection before the rest, as a lost mobile link does. */
function dropMidChunk(r: typeof robot, id: number, bytes: Buffer, start: number, total: number): Promise<void> {
  const url = new URL(`${server.url}/api/archive/uploads/${id}`);
  return new Promise((resolve) => {
    const req = httpRequest({
      host: url.hostname, port: url.port, path: url.pathname, method: 'PUT',
      headers: { ...robotAuth(r), 'content-type': 'application/octet-stream', 'content-length': String(bytes.length), 'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}` },
    });
    req.on('error', () => resolve());
    req.write(bytes.subarray(0, Math.floor(bytes.length / 3)), () => {
      req.destroy();
      resolve();
    });
  });
}

async function upload(r: typeof robot, startsAt: string, bytes: Buffer) {
  const created = await announce(r, startsAt, bytes.length);
  const put = await putChunk(r, created.body.id, bytes, 0, bytes.length);
  expect(put.body.complete).toBe(true);
  return created.body.id;
}

const video = (id: number, token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/archive/segments/${id}/video`, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('resumable upload', () => {
  const bytes = randomBytes(1000);
  const startsAt = minuteAgo(10);
  let id: number;

  it('keeps the offset of each chunk; a dropped chunk stores nothing and the upload resumes at the offset', async () => {
    const created = await announce(robot, startsAt, bytes.length);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ offset: 0, complete: false });
    id = created.body.id;

    const first = await putChunk(robot, id, bytes.subarray(0, 400), 0, 1000);
    expect(first.body).toMatchObject({ offset: 400, complete: false });

    await dropMidChunk(robot, id, bytes.subarray(400), 400, 1000);
    const afterDrop = await server.api<{ offset: number }>('GET', `/api/archive/uploads/${id}`, undefined, undefined, robotAuth(robot));
    expect(afterDrop.body.offset).toBe(400);
    // Announcing the same minute again (a robot that restarted) answers the same upload and offset.
    expect((await announce(robot, startsAt, 1000)).body).toMatchObject({ id, offset: 400 });

    const wrong = await putChunk(robot, id, bytes.subarray(0, 400), 0, 1000);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error?.details?.[0]?.message).toBe('400');

    const rest = await putChunk(robot, id, bytes.subarray(400), 400, 1000);
    expect(rest.body).toMatchObject({ offset: 1000, complete: true });
  });

  it('answers the minute whole, and any byte range of it with 206', async () => {
    const whole = await video(id, orgAdmin);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await video(id, orgAdmin, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await video(id, orgAdmin, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(990))).toBe(true);
    expect((await video(id, orgAdmin, { range: 'bytes=5000-' })).status).toBe(416);

    const day = startsAt.slice(0, 10);
    const list = await server.api<Array<{ serialNo: string; days: Array<{ day: string; minutes: number }> }>>('GET', '/api/archive/robots', undefined, orgAdmin);
    expect(list.body.find((r) => r.serialNo === 'ARCH-1')?.days).toEqual([{ day, minutes: 1, bytes: 1000 }]);
    const minutes = await server.api<{ segments: Array<{ id: number; hour: number; minute: number }> }>('GET', `/api/archive/robots/ARCH-1/days/${day}`, undefined, orgAdmin);
    expect(minutes.body.segments).toEqual([expect.objectContaining({ id, hour: Number(startsAt.slice(11, 13)), minute: Number(startsAt.slice(14, 16)) })]);
    // The building's day: every robot with recordings, side by side.
    const building = await server.api<{ robots: Array<{ serialNo: string; segments: Array<{ id: number }> }> }>('GET', `/api/archive/buildings/${demoIds(server).tower}/days/${day}`, undefined, orgAdmin);
    expect(building.body.robots).toEqual([expect.objectContaining({ serialNo: 'ARCH-1', segments: [expect.objectContaining({ id })] })]);
  });

  it('refuses a robot without its credential', async () => {
    const res = await server.api('POST', '/api/archive/uploads', { startsAt, durationMs: 1, size: 1, mimeType: 'video/mp4', quality: '360p', width: 640, height: 360 }, undefined, robotAuth({ serialNo: 'ARCH-1', credential: 'wrong' }));
    expect(res.status).toBe(401);
  });
});

describe('retention and capacity by plan', () => {
  it('removes minutes older than the plan keeps them', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    old.setUTCSeconds(0, 0);
    const id = await upload(robot, old.toISOString(), randomBytes(200));
    expect((await video(id, orgAdmin)).status).toBe(404);
  });

  it('removes the oldest complete minutes when over capacity, never a minute still arriving', async () => {
    const arriving = await announce(robot, minuteAgo(20), 900);
    await putChunk(robot, arriving.body.id, randomBytes(300), 0, 900);
    for (const minutes of [3, 2, 1]) await upload(robot, minuteAgo(minutes), randomBytes(1000));
    const usage = await server.api<{ plan: string; capacityBytes: number; usedBytes: number }>('GET', '/api/archive/usage', undefined, orgAdmin);
    expect(usage.body).toMatchObject({ plan: 'free', capacityBytes: CAPACITY });
    expect(usage.body.usedBytes).toBeLessThanOrEqual(CAPACITY);
    const day = await server.api<{ segments: Array<{ startsAt: string }> }>('GET', `/api/archive/robots/ARCH-1/days/${minuteAgo(1).slice(0, 10)}`, undefined, orgAdmin);
    const starts = day.body.segments.map((s) => s.startsAt);
    expect(starts).not.toContain(minuteAgo(10));
    expect(starts).toEqual(expect.arrayContaining([minuteAgo(1), minuteAgo(2)]));
    // The minute still arriving kept its bytes and finishes.
    expect((await putChunk(robot, arriving.body.id, randomBytes(600), 300, 900)).body.complete).toBe(true);
  });
});

describe("the day's marks", () => {
  type Marks = { robotId: number; day: string; truncated: boolean; marks: Array<{ kind: string; at: string; label: string; level: number; message: string | null }> };
  const today = () => new Date().toISOString().slice(0, 10);

  it("answers the robot's events, report details and threshold breaches of a day, in time order", async () => {
    const ids = demoIds(server);
    const marked = await registerRobot(server, orgAdmin, { name: 'Marked Robot', serialNo: 'ARCH-M', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    const { organizationId } = (await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, orgAdmin)).body;
    // Any temperature above -100 °C breaches the rule, so the reading below is a breach.
    const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', { name: 'Archive room warm', organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: -100 }] }, orgAdmin);
    const item = await server.api<{ id: number }>('POST', '/api/check-items', {
      name: 'Archive gauge', type: 0, organizationId, buildingId: ids.tower, floorId: ids.towerFloor,
      meterType: 'analog', markerType: 'aruco', json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: rule.body.id,
    }, orgAdmin);
    expect(item.status).toBe(201);

    const { socket } = await handRobot(server, marked.serialNo, marked.credential);
    try {
      socket.send(telemetry(marked.floorId));
      const started = server.api<{ result: string }>('POST', `/api/robots/${marked.id}/commands`, { name: 'flow', action: 'start', flowName: 'Archive round', waypoints: [{ x: 2, y: 2, checkItemId: item.body.id }] }, orgAdmin);
      const command = (await socket.waitFor((m) => m.type === 'command')) as Message & { seq: number };
      socket.send({ type: 'ack', seq: command.seq, result: 'ok' });
      expect((await started).body.result).toBe('ok');
      const ts = Date.now();
      socket.send({ type: 'event', ts, kind: 'docking', code: 'D0001', level: 5, message: 'dock lost' });
      socket.send({
        type: 'inspection', ts: ts + 1000, checkItemId: item.body.id, waypoint: 0, pose: { x: 2, y: 2, yaw: 0 },
        readings: [{ kind: 'sensor', name: 'temperature', value: 31.5, unit: '°C' }],
      });

      const marks = await vi.waitFor(async () => {
        const res = await server.api<Marks>('GET', `/api/archive/robots/ARCH-M/days/${today()}/marks`, undefined, orgAdmin);
        expect(res.status).toBe(200);
        // The robot's own event, not only its connection's: events are written in batches, so it may come after the reading.
        expect(res.body.marks.find((m) => m.kind === 'event' && m.label === 'D0001')).toBeDefined();
        expect(res.body.marks.map((m) => m.kind)).toEqual(expect.arrayContaining(['reportDetail', 'thresholdBreach']));
        return res.body;
      }, { timeout: 10_000, interval: 250 });
      expect(marks).toMatchObject({ robotId: marked.id, day: today(), truncated: false });
      expect(marks.marks.find((m) => m.kind === 'event' && m.label === 'D0001')).toMatchObject({ level: 5, message: 'dock lost' });
      expect(marks.marks.find((m) => m.kind === 'reportDetail')).toMatchObject({ label: 'temperature', level: 1, message: '31.5 °C', at: new Date(ts + 1000).toISOString() });
      expect(marks.marks.find((m) => m.kind === 'thresholdBreach')).toMatchObject({ label: 'Archive room warm', level: 5, at: new Date(ts + 1000).toISOString() });
      const times = marks.marks.map((m) => m.at);
      expect(times).toEqual([...times].sort());
      // Another robot's day has none of them.
      const other = await server.api<Marks>('GET', `/api/archive/robots/ARCH-1/days/${today()}/marks`, undefined, orgAdmin);
      expect(other.body.marks.filter((m) => m.kind !== 'event')).toEqual([]);
    } finally {
      socket.terminate();
    }
  });

  it('refuses a day not written YYYY-MM-DD, a robot out of reach and a contract without the archive', async () => {
    const bad = await server.api<ErrorBody>('GET', '/api/archive/robots/ARCH-M/days/26-11-2026/marks', undefined, orgAdmin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.[0]?.path).toBe('day');
    expect((await server.api('GET', `/api/archive/robots/NO-SUCH/days/${today()}/marks`, undefined, orgAdmin)).status).toBe(404);
    expect((await server.api('GET', `/api/archive/robots/ARCH-H/days/${today()}/marks`, undefined, otherAdmin)).status).toBe(403);
  });
});

/** Registers another company whose contract includes the archive, and answers its administrator's token. */
async function registerPeer(name: string, loginId: string): Promise<string> {
  const since = Date.now();
  const system = await server.login(demo.system);
  const registered = await server.api('POST', '/api/auth/register', {
    organization: { name, type: 0, parentId: null },
    administrator: { loginId, lastName: 'Peer', firstName: 'Admin' },
    building: { name: `${name} Hall` },
    contract: { isArchive: true, isMiniAsilla: false, isLilz: false, isHakaruAi: false, isKanriroid: false, isAutoGuide: false, contractEndAt: null, archivePlan: 'paid' },
  }, system);
  expect(registered.status).toBe(201);
  const token = resetTokenFrom(await server.smtp!.waitFor(loginId, { since }));
  await server.api('POST', '/api/operators/reset-password', { token, password: 'Peer-Archive-2026', passwordConfirm: 'Peer-Archive-2026' });
  const peer = await server.login(loginId, 'Peer-Archive-2026');
  const due = await server.api<Record<string, { id: number } | null>>('GET', '/api/my/term-agreements/check', undefined, peer);
  const termIds = Object.values(due.body).flatMap((t) => (t ? [t.id] : []));
  if (termIds.length > 0) expect((await server.api('POST', '/api/my/term-agreements', { termIds }, peer)).status).toBeLessThan(300);
  return peer;
}

describe('who may see recordings', () => {
  it("refuses another organization's robot", async () => {
    const peer = await registerPeer('Archive Peer', 'peer@archive.example');

    expect((await server.api('GET', `/api/archive/robots/ARCH-1/days/${minuteAgo(1).slice(0, 10)}`, undefined, peer)).status).toBe(404);
    const list = await server.api<Array<{ serialNo: string }>>('GET', '/api/archive/robots', undefined, peer);
    expect(list.body.map((r) => r.serialNo)).not.toContain('ARCH-1');
    const day = await server.api<{ segments: Array<{ id: number }> }>('GET', `/api/archive/robots/ARCH-1/days/${minuteAgo(1).slice(0, 10)}`, undefined, orgAdmin);
    const someId = day.body.segments[0]?.id ?? 0;
    expect((await video(someId, peer)).status).toBe(404);
    expect((await server.api('GET', `/api/archive/buildings/${demoIds(server).tower}/days/${minuteAgo(1).slice(0, 10)}`, undefined, peer)).status).toBe(404);
  });

  it('refuses a contract without the archive, for people and for its robots', async () => {
    const list = await server.api<ErrorBody>('GET', '/api/archive/robots', undefined, otherAdmin);
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe('FORBIDDEN');
    expect((await server.api('GET', '/api/archive/usage', undefined, otherAdmin)).status).toBe(403);
    expect((await announce(hinodeRobot, minuteAgo(1), 100)).status).toBe(403);
  });
});

describe('signed video URLs (a <video> loads them with Range requests, without the token)', () => {
  const bytes = randomBytes(800);
  let id: number;
  const videoUrl = (segmentId: number, token: string) =>
    server.api<{ url: string; expiresAt: string } & Partial<ErrorBody>>('GET', `/api/archive/segments/${segmentId}/video-url`, undefined, token);
  const load = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

  beforeAll(async () => {
    // The newest minute of the organization, so the capacity sweep leaves it.
    id = await upload(robot, minuteAgo(0), bytes);
  });

  it('answers a URL that plays the minute without the token, whole and by Range with 206', async () => {
    const issued = await videoUrl(id, orgAdmin);
    expect(issued.status).toBe(200);
    expect(issued.body.url).toMatch(new RegExp(`^/api/archive/segments/${id}/video\\?`));
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5000);
    const part = await load(issued.body.url, { range: 'bytes=100-299' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-299/800');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 300))).toBe(true);
    const whole = await load(issued.body.url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    // The bearer token still reads it as before.
    expect((await video(id, orgAdmin, { range: 'bytes=0-9' })).status).toBe(206);
  });

  it('refuses a tampered URL: another segment, another session, a later expiry or another signature', async () => {
    const { url } = (await videoUrl(id, orgAdmin)).body;
    const [path = '', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const other = (await server.api<{ segments: Array<{ id: number }> }>('GET', `/api/archive/robots/ARCH-1/days/${minuteAgo(0).slice(0, 10)}`, undefined, orgAdmin)).body.segments.find((s) => s.id !== id);
    const altered = (change: (q: URLSearchParams) => void, at = path) => {
      const q = new URLSearchParams(query);
      change(q);
      return `${at}?${q}`;
    };
    const attempts = [
      altered(() => undefined, path.replace(`/${id}/`, `/${other?.id ?? id + 1}/`)),
      altered((q) => q.set('session', String(Number(q.get('session')) + 1))),
      altered((q) => q.set('expires', String(Number(q.get('expires')) + 60_000))),
      altered((q) => q.set('signature', Buffer.alloc(32, 7).toString('base64url'))),
      altered((q) => q.delete('signature')),
      path,
    ];
    for (const attempt of attempts) {
      const res = await load(attempt);
      expect(res.status, attempt).toBe(401);
      expect(((await res.json()) as ErrorBody).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses an expired URL', async () => {
    const { url, expiresAt } = (await videoUrl(id, orgAdmin)).body;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(expiresAt)), { timeout: 15_000, interval: 250 });
    const res = await load(url, { range: 'bytes=0-9' });
    expect(res.status).toBe(401);
  });

  it('refuses a URL of a session that signed out', async () => {
    const session = await server.login(demo.orgAdmin);
    const { url } = (await videoUrl(id, session)).body;
    expect((await load(url, { range: 'bytes=0-9' })).status).toBe(206);
    expect((await server.api('POST', '/api/operators/logout', undefined, session)).status).toBeLessThan(300);
    expect((await load(url, { range: 'bytes=0-9' })).status).toBe(401);
  });

  it("refuses another company's segment, and a contract without the archive", async () => {
    const peer = await registerPeer('Archive Signed Peer', 'signed-peer@archive.example');
    expect((await videoUrl(id, peer)).status).toBe(404);
    expect((await video(id, peer)).status).toBe(404);
    const refused = await videoUrl(id, otherAdmin);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('FORBIDDEN');
  });
});
