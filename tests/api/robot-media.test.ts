// Photos and thermal settings through the gateway (issue 4): a robot answers a `photo` command with
// the picture as a binary message marked with the command's seq, the server stores it under the
// data folder and serves it to those who may see the robot; the thermal command names its camera
// and the simulator reports it back.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, latestState, registerRobot, spawnSim, telemetry, type Message, type RecordingSocket } from './gateway-helpers.js';
import { agreeToTerms } from './session-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds> & { aozora: number; aozoraEast: number };
const sockets: RecordingSocket[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  const orgId = (name: string) => (server.sql.get('SELECT id FROM organizations WHERE name = ?', name) as { id: number }).id;
  ids = { ...demoIds(server), aozora: orgId('Aozora Facilities'), aozoraEast: orgId('Aozora Facilities East') };
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const s of sockets.splice(0)) s.terminate();
});
afterAll(async () => {
  await server?.stop();
});

let n = 0;
const newRobot = () =>
  registerRobot(server, admin, { name: `Media ${++n}`, serialNo: `MD-${n}-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });

async function handOnline() {
  const robot = await newRobot();
  const { socket } = await handRobot(server, robot.serialNo, robot.credential);
  sockets.push(socket);
  socket.send(telemetry(robot.floorId));
  return { ...robot, socket };
}

/** A small baseline JPEG: SOI, a SOF0 naming 4x3 pixels, EOI (enough for the server, which checks the signature). */
function jpegOf(width: number, height: number, filler: number): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  return Buffer.from([0xff, 0xd8, ...sof, ...Array.from({ length: 32 }, () => filler), 0xff, 0xd9]);
}

/** Width and height of a JPEG's first frame header (SOF0-SOF2). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

const commandsOf = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command') as Array<Message & { seq: number; command: { name: string } }>;

async function fetchBytes(path: string, token?: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

type Photo = { id: number; robotId: number; camera: string; takenAt: string; width: number; height: number; size: number; url: string };
const photosOf = async (robotId: number, token = admin) => server.api<{ photos: Photo[] }>('GET', `/api/robots/${robotId}/photos`, undefined, token);
const listedIds = async (robotId: number, token: string) => (await photosOf(robotId, token)).body.photos.map((p) => p.id);
const fileOf = (photoId: number) => server.sql.get('SELECT f.id AS id, f.storage_key AS key FROM robot_photos p JOIN files f ON f.id = p.file_id WHERE p.id = ?', photoId) as { id: number; key: string };
const fileRowCount = (fileId: number) => (server.sql.get('SELECT count(*) AS n FROM files WHERE id = ?', fileId) as { n: number }).n;

/** Has a hand robot answer one photo command with `jpeg`; answers the photo its ack names. */
async function photograph(robotId: number, socket: RecordingSocket, jpeg: Buffer): Promise<Photo> {
  const asked = commandsOf(socket).length;
  const answer = server.api<{ data: { photo: Photo } }>('POST', `/api/robots/${robotId}/commands`, { name: 'photo', camera: 'v1' }, admin);
  const command = await socket.until(() => commandsOf(socket).slice(asked).find((c) => c.command.name === 'photo'), 5000, 'photo command');
  socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: command.seq }, jpeg));
  socket.send({ type: 'ack', seq: command.seq, result: 'ok', data: { camera: 'v1' } });
  const res = await answer;
  expect(res.body.data.photo).toBeDefined();
  return res.body.data.photo;
}

describe('photos over the gateway', () => {
  it('stores the picture a robot sends for its photo command, names it in the ack and serves it to its organization only', async () => {
    const robot = await handOnline();
    const answer = server.api<{ result: string; data: Record<string, unknown> }>('POST', `/api/robots/${robot.id}/commands`, { name: 'photo', camera: 'v2' }, admin);
    const command = await robot.socket.until(() => commandsOf(robot.socket).find((c) => c.command.name === 'photo'), 5000, 'photo command');
    const takenAt = Date.now() - 20;
    const jpeg = jpegOf(4, 3, 0x11);
    robot.socket.socket.send(encodeCameraFrame({ camera: 'v2', ts: takenAt, frameSeq: 1, width: 4, height: 3, photoSeq: command.seq }, jpeg));
    robot.socket.send({ type: 'ack', seq: command.seq, result: 'ok', data: { camera: 'v2', takenAt } });
    const ack = await answer;
    expect(ack.status).toBe(200);
    // The ack names the stored photo beside what the robot said.
    const photo = (ack.body.data as { photo: Photo }).photo;
    const photoId = photo.id;
    expect(ack.body).toEqual({
      result: 'ok',
      data: {
        camera: 'v2',
        takenAt,
        photo: { id: photoId, robotId: robot.id, camera: 'v2', takenAt: new Date(takenAt).toISOString(), width: 4, height: 3, size: jpeg.length, url: `/api/robots/${robot.id}/photos/${photoId}` },
      },
    });

    // Listed newest first, as the ack named it.
    const list = await photosOf(robot.id);
    expect(list.status).toBe(200);
    expect(list.body.photos).toEqual([photo]);
    // The JPEG itself, byte for byte, to a general operator of the organization too.
    const operator = await server.login(demo.operator);
    const image = await fetchBytes(`/api/robots/${robot.id}/photos/${photoId}`, operator);
    expect(image).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(image.bytes.equals(jpeg)).toBe(true);
    // It is kept under the data folder's files, like uploads.
    const row = server.sql.get('SELECT f.storage_key AS key, f.size AS size FROM robot_photos p JOIN files f ON f.id = p.file_id WHERE p.id = ?', photoId) as { key: string; size: number };
    expect(readFileSync(join(server.dataDir, 'files', row.key)).equals(jpeg)).toBe(true);

    // Another organization, no sign-in, or the photo under another robot: not found / unauthorized.
    const other = await server.login(demo.otherAdmin);
    expect((await photosOf(robot.id, other)).status).toBe(404);
    expect((await fetchBytes(`/api/robots/${robot.id}/photos/${photoId}`, other)).status).toBe(404);
    expect((await fetchBytes(`/api/robots/${robot.id}/photos/${photoId}`)).status).toBe(401);
    const second = await newRobot();
    expect((await fetchBytes(`/api/robots/${second.id}/photos/${photoId}`, admin)).status).toBe(404);
    expect((await server.api('GET', `/api/robots/${robot.id}/photos?limit=51`, undefined, admin)).status).toBe(400);
  });

  it('stores nothing a robot sends unasked, for another command, or that is not a JPEG, and keeps its connection', async () => {
    const robot = await handOnline();
    // Unasked: no photo command is waiting for this seq.
    robot.socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: 77 }, jpegOf(4, 3, 1)));
    // For a speed command, not a photo.
    const speed = server.api('POST', `/api/robots/${robot.id}/commands`, { name: 'speed', speed: 'slow' }, admin);
    const speedCommand = await robot.socket.until(() => commandsOf(robot.socket).find((c) => c.command.name === 'speed'), 5000, 'speed command');
    robot.socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 2, width: 4, height: 3, photoSeq: speedCommand.seq }, jpegOf(4, 3, 2)));
    robot.socket.send({ type: 'ack', seq: speedCommand.seq, result: 'ok' });
    expect((await speed).status).toBe(200);
    // For a photo, but PNG bytes: the ack still goes through, naming no photo.
    const photo = server.api<{ result: string; data?: Record<string, unknown> }>('POST', `/api/robots/${robot.id}/commands`, { name: 'photo', camera: 'v1' }, admin);
    const photoCommand = await robot.socket.until(() => commandsOf(robot.socket).find((c) => c.command.name === 'photo'), 5000, 'photo command');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    robot.socket.socket.send(encodeCameraFrame({ camera: 'v1', ts: Date.now(), frameSeq: 3, width: 4, height: 3, photoSeq: photoCommand.seq }, png));
    robot.socket.send({ type: 'ack', seq: photoCommand.seq, result: 'ok', data: { camera: 'v1' } });
    expect((await photo).body).toEqual({ result: 'ok', data: { camera: 'v1' } });
    expect((await photosOf(robot.id)).body.photos).toEqual([]);
    expect(robot.socket.closeCode).toBeNull();
  });

  it('a simulated robot sends its camera view as the photo, stored and served as a JPEG; deleting the robot removes its photos', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    children.push(await spawnSim(server, [robot]));
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'online');
    const before = Date.now();
    stream.send({ type: 'command', ref: 5, serialNo: robot.serialNo, command: { name: 'photo', camera: 'v3' } });
    const ack = (await stream.waitFor((m) => m.type === 'ack' && m.ref === 5)) as Message & { result: string; data: { camera: string; takenAt: number; photo: Photo } };
    expect(ack).toMatchObject({ result: 'ok', serialNo: robot.serialNo, data: { camera: 'v3' } });
    expect(ack.data.takenAt).toBeGreaterThanOrEqual(before);
    const image = await fetchBytes(ack.data.photo.url, admin);
    expect(image).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect([image.bytes[0], image.bytes[1], image.bytes.at(-2), image.bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(jpegSize(image.bytes)).toEqual({ width: 160, height: 120 });
    const [listed] = (await photosOf(robot.id)).body.photos;
    expect(listed).toEqual({ ...ack.data.photo, camera: 'v3', takenAt: new Date(ack.data.takenAt).toISOString(), width: 160, height: 120, size: image.bytes.length });

    const fileId = (server.sql.get('SELECT file_id AS id FROM robot_photos WHERE id = ?', ack.data.photo.id) as { id: number }).id;
    expect((await server.api('DELETE', `/api/robots/${robot.id}`, undefined, admin)).status).toBe(204);
    expect(server.sql.get('SELECT count(*) AS n FROM files WHERE id = ?', fileId)).toEqual({ n: 0 });
  });
});

describe('photos and the robot they belong to', () => {
  it('deleting a robot whose photo a media resource also uses answers 204, drops the robot everywhere and keeps that file', async () => {
    const robot = await handOnline();
    const shared = await photograph(robot.id, robot.socket, jpegOf(4, 3, 0x21));
    const own = await photograph(robot.id, robot.socket, jpegOf(4, 3, 0x22));
    const [sharedFile, ownFile] = [fileOf(shared.id), fileOf(own.id)];
    const poster = await server.api('POST', '/api/media-resources', { name: 'Robot snapshot', fileType: 'image', fileId: sharedFile.id, organizationId: ids.aozora }, admin);
    expect(poster.status).toBe(201);

    expect((await server.api('DELETE', `/api/robots/${robot.id}`, undefined, admin)).status).toBe(204);
    // Gone from the live fleet too: its connection is closed and its credential no longer admits it.
    expect(await robot.socket.closed()).toBe(4401);
    const again = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(again.socket);
    expect(again.welcome).toMatchObject({ type: 'refused', code: 'BAD_CREDENTIAL' });
    expect((await server.api('GET', `/api/robots/${robot.id}`, undefined, admin)).status).toBe(404);
    // The photo only the robot used is removed, rows and bytes; the media resource's file is served as before.
    expect(fileRowCount(ownFile.id)).toBe(0);
    expect(existsSync(join(server.dataDir, 'files', ownFile.key))).toBe(false);
    const kept = await fetchBytes(`/api/files/${sharedFile.id}`, admin);
    expect(kept).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(kept.bytes.equals(jpegOf(4, 3, 0x21))).toBe(true);
  });

  it('keeps photos with the organization they were taken in when the robot moves to a child organization', async () => {
    const loginId = `east-${Date.now() % 100000}@aozora.example`;
    const created = await server.api('POST', '/api/operators', { loginId, lastName: 'Mori', firstName: 'Kai', type: 0, organizationId: ids.aozoraEast, buildingId: ids.plaza, password: 'Blue-Harbor-42' }, admin);
    expect(created.status).toBe(201);
    const east = await server.login(loginId, 'Blue-Harbor-42');
    await agreeToTerms(server, east);

    const robot = await handOnline();
    const before = await photograph(robot.id, robot.socket, jpegOf(4, 3, 0x31));
    const moved = await server.api('PATCH', `/api/robots/${robot.id}`, { buildingId: ids.plaza, initialFloorId: ids.plazaFloor }, admin);
    expect(moved.status).toBe(200);
    expect(await robot.socket.closed()).toBe(4410);
    const back = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(back.socket);
    expect(back.welcome).toMatchObject({ type: 'welcome' });
    back.socket.send(telemetry(ids.plazaFloor));
    const after = await photograph(robot.id, back.socket, jpegOf(4, 3, 0x32));

    // The child organization's user sees the robot now, and only the photo taken in its building.
    expect((await server.api('GET', `/api/robots/${robot.id}`, undefined, east)).status).toBe(200);
    expect(await listedIds(robot.id, east)).toEqual([after.id]);
    expect((await fetchBytes(`/api/robots/${robot.id}/photos/${before.id}`, east)).status).toBe(404);
    expect((await fetchBytes(`/api/robots/${robot.id}/photos/${after.id}`, east)).status).toBe(200);
    // The photo route and /api/files/:id agree.
    expect((await fetchBytes(`/api/files/${fileOf(before.id).id}`, east)).status).toBe(404);
    expect((await fetchBytes(`/api/files/${fileOf(after.id).id}`, east)).status).toBe(200);
    // The parent organization, which reads its child, keeps seeing both.
    expect(await listedIds(robot.id, admin)).toEqual([after.id, before.id]);
    expect((await fetchBytes(`/api/robots/${robot.id}/photos/${before.id}`, admin)).status).toBe(200);
  });
});

describe('thermal settings over the gateway', () => {
  it('reach the simulated robot with their camera, which it answers and reports back in its telemetry', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    children.push(await spawnSim(server, [robot]));
    const thermalCamera = () => (latestState(stream, robot.serialNo)?.telemetry as { thermalCamera?: string } | null)?.thermalCamera;
    await stream.until(() => (thermalCamera() === 'thermal' ? true : undefined), 10_000, 'first telemetry');
    const res = await server.api<{ result: string; data: Record<string, unknown> }>('POST', `/api/robots/${robot.id}/commands`, {
      name: 'thermal', camera: 'g1', colorMap: 'mono', scalePosition: 'bottom', areas: [{ name: 'gate7', x: 10, y: 10, width: 20, height: 20 }],
    }, admin);
    expect(res.body).toEqual({ result: 'ok', data: { camera: 'g1', colorMap: 'mono', scalePosition: 'bottom', areas: ['gate7'] } });
    await stream.until(() => (thermalCamera() === 'g1' ? true : undefined), 3000, 'thermal camera g1');
    // The camera is part of the command: without it, or with one that is not a §9 id, it is refused before the robot.
    const missing = await server.api<{ error: { code: string } }>('POST', `/api/robots/${robot.id}/commands`, { name: 'thermal', colorMap: 'mono', scalePosition: 'none', areas: [] }, admin);
    expect(missing.status).toBe(400);
    const unknown = await server.api('POST', `/api/robots/${robot.id}/commands`, { name: 'thermal', camera: 'v9', colorMap: 'mono', scalePosition: 'none', areas: [] }, admin);
    expect(unknown.status).toBe(400);
  });
});
