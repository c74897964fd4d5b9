// A robot reports its floor map over /gateway (issue 18 item 1, docs/gateway-protocol.md "Robot
// map"): a binary map report (map.yaml's values + the PGM or PNG) is stored as the floor's robot
// map, the one `map.yaml` + image upload writes, so the floor's map.yaml download answers it. Bad
// maps are answered with an error code and the robot stays connected; a robot may report only for
// its own building's floors, so a robot of one company never overwrites another company's map.
import type { ChildProcess } from 'node:child_process';
import { encodeRobotMapReport, type RobotMapHeader } from '@fleetdeck/model';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demo } from './harness/index.js';
import { gatewaySuite, handRobot, registerRobot, spawnSim, telemetry, type Message, type RecordingSocket } from './gateway-helpers.js';

const suite = gatewaySuite({ otherAdmin: demo.otherAdmin });
const sims: ChildProcess[] = [];
afterAll(() => {
  for (const sim of sims) sim.kill();
});

/** A binary PGM (P5) of `width` × `height`: free, with an occupied square in the middle. */
function pgm(width: number, height: number): Buffer {
  const head = Buffer.from(`P5\n# a robot's map\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height, 254);
  for (let y = Math.floor(height / 3); y < (2 * height) / 3; y++) pixels.fill(0, y * width + Math.floor(width / 3), y * width + Math.floor((2 * width) / 3));
  return Buffer.concat([head, pixels]);
}

const values = (floorId: number, extra: Partial<RobotMapHeader> = {}): RobotMapHeader => ({
  floorId,
  image: 'lobby.pgm',
  resolution: 0.05,
  origin: { x: -2.5, y: -1.25, yaw: 0 },
  occupiedThresh: 0.65,
  freeThresh: 0.196,
  ...extra,
});

/** Floors of the tower (the organization administrator's building) by name. */
async function towerFloor(name: string): Promise<number> {
  const floors = await suite.server.api<Array<{ id: number; name: string }>>('GET', `/api/buildings/${suite.ids.tower}/floors`, undefined, suite.admin);
  const found = floors.body.find((f) => f.name === name);
  if (!found) throw new Error(`no tower ${name}`);
  return found.id;
}

/** A robot in the tower on `floorId`, online through a hand-written socket. */
async function towerRobot(prefix: string, floorId: number): Promise<RecordingSocket> {
  const robot = await registerRobot(suite.server, suite.admin, { name: prefix, serialNo: `${prefix}-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: suite.ids.tower, initialFloorId: floorId });
  const { socket } = await handRobot(suite.server, robot.serialNo, robot.credential);
  suite.sockets.push(socket);
  socket.send(telemetry(floorId));
  return socket;
}

/** Sends a map report and waits for its answer (`mapStored` or `error`, matched by `ref`). */
async function report(socket: RecordingSocket, bytes: Uint8Array, ref: string): Promise<Message> {
  const from = socket.messages.length;
  socket.socket.send(bytes, { binary: true });
  return socket.waitFor((m) => (m.type === 'mapStored' || m.type === 'error') && m.ref === ref, 10_000, from);
}

async function download(path: string, token = suite.admin): Promise<{ status: number; bytes: Buffer; text: string }> {
  const res = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, text: bytes.toString('utf8') };
}
const mapYaml = (floorId: number, token = suite.admin) => download(`/api/floors/${floorId}/map/map.yaml`, token);

/** The start of a PNG whose IHDR claims `width` × `height` (no pixel data follows). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 0, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

describe('a robot reporting its floor map', () => {
  it('stores it as the floor robot map: map.yaml and the image download answer what the robot sent', async () => {
    const floorId = await towerFloor('B1');
    const socket = await towerRobot('MAP-OK', floorId);
    const image = pgm(120, 80);
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId), ref: 'first' }, image), 'first')).toMatchObject({ type: 'mapStored', floorId, stored: true });

    const yaml = await mapYaml(floorId);
    expect(yaml.status).toBe(200);
    expect(yaml.text).toContain('image: lobby.pgm');
    expect(yaml.text).toContain('resolution: 0.05');
    expect(yaml.text).toContain('origin: [-2.5, -1.25, 0]');
    expect(yaml.text).toContain('occupied_thresh: 0.65');
    expect(yaml.text).toContain('free_thresh: 0.196');
    const original = await download(`/api/floors/${floorId}/map/image`);
    expect(original.status).toBe(200);
    expect(Buffer.compare(original.bytes, image)).toBe(0);
    const answer = await suite.server.api<{ map: { width: number; height: number } }>('GET', `/api/floors/${floorId}/map`, undefined, suite.admin);
    expect(answer.body.map).toMatchObject({ width: 120, height: 80 });
    const floors = await suite.server.api<Array<{ id: number; ugomap: string | null }>>('GET', `/api/buildings/${suite.ids.tower}/floors`, undefined, suite.admin);
    expect(floors.body.find((f) => f.id === floorId)?.ugomap).toBe(`/api/floors/${floorId}/map/map.yaml`);

    // The same map again (a robot reconnecting) changes nothing; `onlyIfNone` leaves the stored map alone.
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId), ref: 'again' }, image), 'again')).toMatchObject({ stored: false });
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId, { resolution: 0.1 }), onlyIfNone: true, ref: 'keep' }, pgm(40, 40)), 'keep')).toMatchObject({ stored: false });
    expect((await mapYaml(floorId)).text).toContain('resolution: 0.05');
    // A new map replaces it, as a new upload would.
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId, { resolution: 0.1, image: 'remapped.pgm' }), ref: 'new' }, pgm(60, 50)), 'new')).toMatchObject({ stored: true });
    expect((await mapYaml(floorId)).text).toContain('resolution: 0.1');
    expect(socket.closeCode).toBeNull();
  });

  it('refuses bad maps with an error code, keeps the robot connected and the stored map as it was', async () => {
    const floorId = await towerFloor('2F');
    const socket = await towerRobot('MAP-BAD', floorId);
    const good = pgm(50, 50);
    const cases: Array<[string, Uint8Array, string]> = [
      ['thresholds', encodeRobotMapReport(values(floorId, { freeThresh: 0.7, occupiedThresh: 0.6 }), good), 'MAP_INVALID'],
      ['resolution', encodeRobotMapReport(values(floorId, { resolution: -1 }), good), 'MAP_INVALID'],
      ['origin', encodeRobotMapReport(values(floorId, { origin: { x: 1e9, y: 0, yaw: 0 } }), good), 'MAP_INVALID'],
      ['extra', encodeRobotMapReport({ ...values(floorId), colour: 'red' } as RobotMapHeader, good), 'MAP_INVALID'],
      ['path', encodeRobotMapReport(values(floorId, { image: '../../etc/passwd' }), good), 'MAP_INVALID'],
      ['notImage', encodeRobotMapReport(values(floorId), Buffer.from('GIF89a not a map')), 'MAP_INVALID'],
      ['cut', encodeRobotMapReport(values(floorId), good.subarray(0, 500)), 'MAP_INVALID'],
      ['huge', encodeRobotMapReport(values(floorId), Buffer.from('P5\n20000 20000\n255\n')), 'MAP_TOO_LARGE'],
    ];
    for (const [ref, bytes, code] of cases) {
      // The ref travels in the header; a header that fails its schema is still answered under it.
      const header = JSON.parse(Buffer.from(bytes.subarray(7, 7 + ((bytes[5] ?? 0) << 8 | (bytes[6] ?? 0)))).toString('utf8')) as Record<string, unknown>;
      const withRef = encodeRobotMapReport({ ...header, ref } as RobotMapHeader, bytes.subarray(7 + ((bytes[5] ?? 0) << 8 | (bytes[6] ?? 0))));
      const answer = await report(socket, withRef, ref);
      expect(answer, ref).toMatchObject({ type: 'error', code });
      expect(String(answer.message).length, ref).toBeGreaterThan(0);
    }
    // A PNG that claims a picture larger than any map is refused from its header, before decoding.
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId), ref: 'bomb' }, pngClaiming(30_000, 30_000)), 'bomb')).toMatchObject({ code: 'MAP_TOO_LARGE' });
    // A broken layout: the header length runs past the message.
    const from = socket.messages.length;
    socket.socket.send(Buffer.from([0x46, 0x44, 0x4d, 0x50, 1, 0xff, 0xff, 0x7b]), { binary: true });
    expect(await socket.waitFor((m) => m.type === 'error' && m.code === 'MAP_INVALID', 5000, from)).toBeTruthy();

    expect((await mapYaml(floorId)).status).toBe(404);
    // Still connected and heard: a Stop would still reach it.
    expect(socket.closeCode).toBeNull();
    socket.send(telemetry(floorId));
    expect(await report(socket, encodeRobotMapReport({ ...values(floorId), ref: 'fine' }, good), 'fine')).toMatchObject({ stored: true });
  });

  it('answers MAP_RATE_LIMITED past a few reports at once, with when to try again', async () => {
    const floorId = await towerFloor('1F');
    const socket = await towerRobot('MAP-RATE', floorId);
    const answers: Message[] = [];
    for (let i = 0; i < 7; i++) answers.push(await report(socket, encodeRobotMapReport({ ...values(floorId), onlyIfNone: true, ref: `r${i}` }, pgm(20, 20)), `r${i}`));
    const limited = answers.filter((a) => a.code === 'MAP_RATE_LIMITED');
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]?.retryAfterMs)).toBeGreaterThan(0);
    expect(socket.closeCode).toBeNull();
  });

  it('never lets a robot write a floor outside its own building, least of all another company’s', async () => {
    const socket = await towerRobot('MAP-ATTACK', await towerFloor('1F'));
    const theirFloor = suite.ids.warehouseFloor;
    const before = await mapYaml(theirFloor, suite.tokens.otherAdmin);
    expect(await report(socket, encodeRobotMapReport({ ...values(theirFloor), ref: 'theirs' }, pgm(30, 30)), 'theirs')).toMatchObject({ type: 'error', code: 'MAP_FLOOR_REFUSED', floorId: theirFloor });
    // A floor of the same organization tree, but another building, is refused too; so is one that does not exist.
    expect(await report(socket, encodeRobotMapReport({ ...values(suite.ids.plazaFloor), ref: 'plaza' }, pgm(30, 30)), 'plaza')).toMatchObject({ code: 'MAP_FLOOR_REFUSED' });
    expect(await report(socket, encodeRobotMapReport({ ...values(999_999), ref: 'none' }, pgm(30, 30)), 'none')).toMatchObject({ code: 'MAP_FLOOR_REFUSED' });
    const after = await mapYaml(theirFloor, suite.tokens.otherAdmin);
    expect(after.status).toBe(before.status);
    expect(after.text).toBe(before.text);
    expect((await mapYaml(suite.ids.plazaFloor)).status).toBe(404);
  });
});

describe('the simulator', () => {
  it('reports its map of its floor when it connects, where the console has none', async () => {
    const floorId = suite.ids.warehouseFloor;
    const owner = suite.tokens.otherAdmin;
    const robot = await registerRobot(suite.server, owner, { name: 'Mapper', serialNo: `SIM-MAP-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: suite.ids.warehouse, initialFloorId: floorId });
    expect((await mapYaml(floorId, owner)).status).toBe(404);
    sims.push(await spawnSim(suite.server, [robot]));
    await vi.waitFor(async () => expect((await mapYaml(floorId, owner)).status).toBe(200), { timeout: 20_000, interval: 250 });
    const yaml = (await mapYaml(floorId, owner)).text;
    expect(yaml).toContain(`image: sim-floor-${floorId}.png`);
    expect(yaml).toContain('resolution: 0.05');
    const drawn = await download(`/api/floors/${floorId}/map/image.png`, owner);
    expect(drawn.status).toBe(200);
    // 40 × 25 m at 5 cm, with 10 pixels of unknown round it (the size from the PNG's IHDR).
    expect([drawn.bytes.readUInt32BE(16), drawn.bytes.readUInt32BE(20)]).toEqual([820, 520]);
  });
});

describe('the console map sent to the robots of its floor', () => {
  interface Ack { result: string; code?: string }
  /** A PGM `width` × `height`, free, with the columns from `wallFrom` to `wallTo` occupied (a closed doorway). */
  function walled(width: number, height: number, wall: [number, number] | null): Buffer {
    const pixels = Buffer.alloc(width * height, 254);
    if (wall) for (let y = 0; y < height; y++) pixels.fill(0, y * width + wall[0], y * width + wall[1]);
    return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), pixels]);
  }
  async function upload(floorId: number, token: string, image: Buffer): Promise<void> {
    const form = new FormData();
    form.append('yaml', new Blob(['image: hall.pgm\nresolution: 0.1\norigin: [0, 0, 0]\nnegate: 0\noccupied_thresh: 0.65\nfree_thresh: 0.196\n']), 'map.yaml');
    form.append('image', new Blob([new Uint8Array(image)]), 'hall.pgm');
    const res = await fetch(`${suite.server.url}/api/floors/${floorId}/map`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status, await res.text()).toBe(200);
  }

  it('reaches the simulator, which plans round the cells the edited map closes', async () => {
    const owner = suite.tokens.otherAdmin;
    const floors = await suite.server.api<Array<{ id: number; name: string }>>('GET', `/api/buildings/${suite.ids.warehouse}/floors`, undefined, owner);
    const floorId = floors.body.find((f) => f.name === '2F')?.id;
    if (!floorId) throw new Error('no warehouse 2F');
    // 20 × 10 m at 10 cm, all free; two waypoints joined both ways across the middle.
    await upload(floorId, owner, walled(200, 100, null));
    const { revision } = (await suite.server.api<{ revision: number }>('GET', `/api/floors/${floorId}/layout`, undefined, owner)).body;
    const saved = await suite.server.api<{ waypoints: Array<{ id: number; name: string }> }>('PUT', `/api/floors/${floorId}/layout`, {
      revision,
      waypoints: [{ key: 'a', name: 'West door', type: 1, x: 2, y: 5, yaw: 0 }, { key: 'b', name: 'East door', type: 1, x: 12, y: 5, yaw: 0 }],
      routes: [{ from: 'a', to: 'b', twoWay: true, laneWidth: 1 }],
      areas: [],
    }, owner);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const east = saved.body.waypoints.find((w) => w.name === 'East door')?.id as number;

    const robot = await registerRobot(suite.server, owner, { name: 'Doorway', serialNo: `SIM-DOOR-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: suite.ids.warehouse, initialFloorId: floorId });
    sims.push(await spawnSim(suite.server, [robot]));
    const command = (body: Record<string, unknown>) => suite.server.api<Ack>('POST', `/api/robots/${robot.id}/commands`, body, owner);
    await vi.waitFor(async () => expect((await command({ name: 'setPose', x: 2, y: 5, yaw: 0 })).body.result).toBe('ok'), { timeout: 20_000, interval: 500 });
    // The open map: a way east.
    await vi.waitFor(async () => expect((await command({ name: 'goTo', waypointId: east })).body.result).toBe('ok'), { timeout: 15_000, interval: 500 });
    await command({ name: 'stop' });
    await command({ name: 'setPose', x: 2, y: 5, yaw: 0 });
    // The partial map editor closes the doorway (a wall at 7-7.5 m) and saves: the robot gets the new map and finds no way.
    await upload(floorId, owner, walled(200, 100, [70, 75]));
    await vi.waitFor(async () => {
      const answer = (await command({ name: 'goTo', waypointId: east })).body;
      if (answer.result === 'ok') {
        await command({ name: 'stop' });
        await command({ name: 'setPose', x: 2, y: 5, yaw: 0 });
      }
      expect(answer).toMatchObject({ result: 'rejected', code: 'NO_ROUTE' });
    }, { timeout: 15_000, interval: 500 });
    // The simulator kept the console's map: its own (onlyIfNone) never replaced it.
    expect((await mapYaml(floorId, owner)).text).toContain('image: hall.pgm');
  }, 60_000);
});
